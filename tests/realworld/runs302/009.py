"""Text-CNN intent classifier; schedule ported from transformers.get_linear_schedule_with_warmup(num_warmup_steps=100)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(5)
rng = np.random.default_rng(5)

VOCAB, SEQ, N_CLS, BS, EPOCHS = 3000, 24, 6, 32, 4
NUM_WARMUP_STEPS = 100

def make_data(n):
    keys = rng.integers(10, VOCAB, (N_CLS, 5))
    x = rng.integers(10, VOCAB, (n, SEQ)).astype(np.int32)
    y = rng.integers(0, N_CLS, n).astype(np.int32)
    for i in range(n):
        pos = rng.choice(SEQ, 3, replace=False)
        x[i, pos] = rng.choice(keys[y[i]], 3)
    return x, y

class TextCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64)
        self.convs = nn.CellList([nn.Conv1d(64, 64, k, pad_mode="same", has_bias=True) for k in (2, 3, 4)])
        self.fc = nn.Dense(64 * 3, N_CLS)
        self.relu = nn.ReLU()
    def construct(self, ids):
        x = self.emb(ids).transpose(0, 2, 1)
        feats = [self.relu(conv(x)).max(axis=2) for conv in self.convs]
        return self.fc(ops.cat(feats, axis=1))

x, y = make_data(3200)
train = ds.NumpySlicesDataset({"ids": x, "label": y}, shuffle=True).batch(BS, drop_remainder=True)
steps_per_epoch = train.get_dataset_size()
total_steps = steps_per_epoch * EPOCHS

# transformers: get_linear_schedule_with_warmup(optimizer, num_warmup_steps=100, num_training_steps=total_steps)
lr = nn.warmup_lr(learning_rate=2e-3, total_step=total_steps, step_per_epoch=steps_per_epoch,
                  warmup_epoch=NUM_WARMUP_STEPS)
print(f"steps_per_epoch {steps_per_epoch} total_steps {total_steps} warmup {NUM_WARMUP_STEPS}")

net = TextCNN()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
def forward_fn(a, b):
    return loss_fn(net(a), b)

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)

@ms.jit
def train_step(a, b):
    loss, grads = grad_fn(a, b)
    opt(grads)
    return loss

net.set_train()
for epoch in range(EPOCHS):
    losses = []
    for step, (ids, label) in enumerate(train.create_tuple_iterator()):
        losses.append(float(train_step(ids, label).asnumpy()))
        if step % 25 == 0:
            print(f"epoch {epoch} step {step:3d} loss {losses[-1]:.4f}")
    print(f"epoch {epoch} mean_loss {np.mean(losses):.4f}")
