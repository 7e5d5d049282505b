"""Custom training loop with value_and_grad(has_aux=True), gradient clipping and a cosine lr schedule."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(3)
rng = np.random.default_rng(3)
N, D, C = 1024, 16, 3
W = rng.normal(size=(D, C)).astype(np.float32)
X = rng.normal(size=(N, D)).astype(np.float32)
Y = (X @ W + 0.3 * rng.normal(size=(N, C))).argmax(1).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64, drop_remainder=True)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(D, 64), nn.GELU(), nn.LayerNorm((64,)), nn.Dense(64, C))
    def construct(self, x):
        return self.body(x)

net = Net()
epochs, spe = 4, train.get_dataset_size()
lr = nn.cosine_decay_lr(1e-4, 3e-3, epochs * spe, spe, epochs)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()

def forward_fn(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)

@ms.jit
def train_step(x, y):
    (loss, logits), grads = grad_fn(x, y)
    grads = ops.clip_by_global_norm(grads, 1.0)
    opt(grads)
    return loss, logits

for epoch in range(epochs):
    net.set_train()
    tot, correct, n = 0.0, 0, 0
    for x, y in train.create_tuple_iterator():
        loss, logits = train_step(x, y)
        tot += float(loss.asnumpy()); n += 1
        correct += int((logits.argmax(1) == y).sum().asnumpy())
    print({"epoch": epoch + 1, "loss": round(tot / n, 4), "accuracy": round(correct / (n * 64), 4)})
