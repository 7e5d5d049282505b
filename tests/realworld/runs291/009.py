# Port of a PyTorch multi-label/soft-target classifier. The torch code used
#   loss = -(targets * F.log_softmax(logits, -1)).sum(-1).mean()
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

D, H, C = 32, 128, 8

def make_data(n=4096):
    rng = np.random.default_rng(0)
    centers = rng.normal(0, 4, size=(C, D))
    y = rng.integers(0, C, size=n)
    x = centers[y] + rng.normal(size=(n, D))
    onehot = np.eye(C)[y]
    return x.astype(np.float32), onehot.astype(np.float32)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(D, H), nn.ReLU(), nn.Dense(H, H), nn.ReLU(), nn.Dense(H, C))
    def construct(self, x):
        return self.net(x)

def soft_target_loss(logits, targets):
    log_probs = ops.log(ops.softmax(logits, -1))
    return -(targets * log_probs).sum(-1).mean()

x, t = make_data()
loader = ds.NumpySlicesDataset((x, t), column_names=["x", "t"], shuffle=True).batch(128, drop_remainder=True)
model = MLP()
optimizer = nn.SGD(model.trainable_params(), learning_rate=0.5, momentum=0.9)

def forward_fn(xb, tb):
    logits = model(xb)
    return soft_target_loss(logits, tb), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

global_step = 0
for epoch in range(5):
    model.set_train()
    for xb, tb in loader.create_tuple_iterator():
        (loss, logits), grads = grad_fn(xb, tb)
        optimizer(grads)
        acc = float((logits.argmax(-1) == tb.argmax(-1)).astype(ms.float32).mean().asnumpy())
        if global_step % 10 == 0:
            print(f"epoch {epoch} step {global_step} loss {loss.asnumpy():.4f} acc {acc:.3f}")
        global_step += 1
print("training finished")
