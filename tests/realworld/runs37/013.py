# Click-through / multi-label head ported from torch. torch used nn.BCELoss on sigmoid outputs, which clamps
# its log terms at -100; the port writes the loss out by hand with ops.log. The features are raw counts
# (the torch pipeline's StandardScaler step was not ported), so some logits saturate the sigmoid at 1.0.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

rng = np.random.default_rng(0)
n, f = 512, 12
x_all = rng.poisson(3000.0, (n, f)).astype(np.float32)          # raw counts, not standardised
w_true = rng.standard_normal(f).astype(np.float32) * 0.05
y_all = (x_all @ w_true > np.median(x_all @ w_true)).astype(np.float32)

net = nn.SequentialCell(nn.Dense(f, 32), nn.ReLU(), nn.Dense(32, 1))

def bce(probs, target):                                      # torch: nn.BCELoss()(probs, target)
    return -(target * ops.log(probs) + (1 - target) * ops.log(1 - probs)).mean()

def forward(x, y):
    return bce(ops.sigmoid(net(x).squeeze(-1)), y)

opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(3):
    for i in range(0, n, 64):
        loss, grads = grad_fn(Tensor(x_all[i:i + 64]), Tensor(y_all[i:i + 64]))
        opt(grads)
        print(f"epoch {epoch} step {i // 64} loss {float(loss.asnumpy()):.4f}")
