# torch habit: logits.detach() before the loss was translated to ops.stop_gradient; the model never learns
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(1)
X = np.random.randn(256, 10).astype(np.float32)
W = np.random.randn(10, 3).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)

net = nn.SequentialCell([nn.Dense(10, 32), nn.Tanh(), nn.Dense(32, 3)])
loss_ce = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)

def forward(x, y):
    logits = net(x)
    logits = ops.stop_gradient(logits)   # was: logits.detach() used for logging metrics
    return loss_ce(logits, y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(15):
    loss, grads = grad_fn(ms.Tensor(X), ms.Tensor(Y))
    opt(grads)
    print(f"epoch {epoch + 1}/15 train_loss={loss.asnumpy():.6f}")
