# Multi-label text classifier ported from HF (problem_type multi_label_classification). The torch
# code did loss_fct(logits, labels.float()); the port passes the dataset's int32 multi-hot labels
# straight to nn.BCEWithLogitsLoss.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)
num_labels = 6
net = nn.SequentialCell(nn.Dense(32, 64), nn.GELU(), nn.Dense(64, num_labels))
loss_fn = nn.BCEWithLogitsLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)

X = np.random.randn(64, 32).astype(np.float32)
Y = (np.random.rand(64, num_labels) > 0.7).astype(np.int32)          # multi-hot labels from the dataset

def forward(x, y):
    logits = net(x)
    return loss_fn(logits, y)                                          # torch: loss_fct(logits, labels.float())

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for step in range(4):
    x, y = Tensor(X[step * 16:(step + 1) * 16]), Tensor(Y[step * 16:(step + 1) * 16])
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
