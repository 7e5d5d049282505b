# Port of a torch training script whose loss used scipy/numpy helpers on the logits
# (torch: probs = torch.from_numpy(softmax(logits.detach().cpu().numpy())) for the "calibrated" loss).
import numpy as np
from scipy.special import softmax
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(19); np.random.seed(19)
X = np.random.randn(400, 10).astype(np.float32)
y = (X[:, 0] + X[:, 1] > 0).astype(np.int32)
TEMPERATURE = 1.5

net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 2))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)

def forward(x, labels):
    logits = net(x)
    probs = ms.Tensor(softmax(logits.asnumpy() / TEMPERATURE, axis=-1).astype(np.float32))
    picked = ops.gather_elements(probs, 1, labels.reshape(-1, 1)).squeeze(1)
    return -ops.log(picked + 1e-8).mean()

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(6):
    losses, norms = [], []
    for i in range(0, 400, 40):
        loss, grads = grad_fn(ms.Tensor(X[i:i + 40]), ms.Tensor(y[i:i + 40]))
        norms.append(float(sum((g ** 2).sum().asnumpy() for g in grads)) ** 0.5)
        opt(grads)
        losses.append(loss.asnumpy())
    acc = (net(ms.Tensor(X)).asnumpy().argmax(1) == y).mean()
    print(f"epoch {epoch} | loss {np.mean(losses):.6f} | grad_norm {np.mean(norms):.6f} | train_acc {acc:.3f}")
