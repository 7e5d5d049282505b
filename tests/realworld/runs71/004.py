# Imbalanced 4-class classifier; class weights computed with numpy like the torch script
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(0)
X = rng.normal(size=(512, 20)).astype(np.float32)
y = rng.choice(4, size=512, p=[0.7, 0.15, 0.1, 0.05]).astype(np.int32)

counts = np.bincount(y, minlength=4)
class_weights = len(y) / (4.0 * counts)              # torch: torch.tensor(class_weights, dtype=torch.float)
print("class weights:", class_weights)
loss_fn = nn.CrossEntropyLoss(weight=ms.Tensor(class_weights), label_smoothing=0.05)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 4))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward(x, t):
    return loss_fn(net(x), t)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for step in range(20):
    idx = rng.choice(512, 64, replace=False)
    loss, grads = grad_fn(ms.Tensor(X[idx]), ms.Tensor(y[idx]))
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
