# Small Transformer encoder classifier (ported from a torch nn.TransformerEncoder script),
# value_and_grad training loop with AdamWeightDecay and a warmup/cosine LR on CPU.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

VOCAB, SEQ, N_CLS, BS = 200, 16, 3, 32

class SeqDataset:
    """label = which of three 'topic' token ranges dominates the sequence"""
    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        self.y = rng.integers(0, N_CLS, n).astype(np.int32)
        self.ids = rng.integers(100, VOCAB, (n, SEQ)).astype(np.int32)
        for i, c in enumerate(self.y):
            pos = rng.choice(SEQ, 6, replace=False)
            self.ids[i, pos] = rng.integers(c * 30 + 1, c * 30 + 30, 6)
    def __getitem__(self, i):
        return self.ids[i], self.y[i]
    def __len__(self):
        return len(self.y)

train = ds.GeneratorDataset(SeqDataset(1536, 0), ["input_ids", "label"], shuffle=True).batch(BS, drop_remainder=True)
val = SeqDataset(512, 1)

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, 64)
        self.pos = ms.Parameter(ms.Tensor(np.random.randn(1, SEQ, 64).astype(np.float32) * 0.02), name="pos")
        layer = nn.TransformerEncoderLayer(64, 4, dim_feedforward=128, dropout=0.1, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, 2)
        self.head = nn.Dense(64, N_CLS)
    def construct(self, ids):
        h = self.encoder(self.embed(ids) + self.pos)
        return self.head(h.mean(axis=1))

net = Encoder()
steps_per_epoch = train.get_dataset_size()
EPOCHS = 4
lr = nn.cosine_decay_lr(1e-5, 1e-3, EPOCHS * steps_per_epoch, steps_per_epoch, EPOCHS)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda x, y: ops.cross_entropy(net(x), y), None, opt.parameters)

def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss

print(f"steps/epoch {steps_per_epoch}, epochs {EPOCHS}")
for epoch in range(EPOCHS):
    net.set_train(True)
    losses = []
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        losses.append(float(train_step(x, y).asnumpy()))
        if step % 12 == 0:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.4f}")
    net.set_train(False)
    pred = net(ms.Tensor(val.ids)).argmax(axis=1).asnumpy()
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {(pred == val.y).mean():.4f}")
