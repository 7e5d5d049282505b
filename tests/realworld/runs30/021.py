# Labels built as in the torch script (torch.tensor(list_of_ints) -> int64), fed to nn.CrossEntropyLoss
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
samples = [("good", 1), ("bad", 0), ("great", 1), ("awful", 0)] * 4
feats = np.random.randn(len(samples), 24).astype(np.float32)
labels = np.array([lab for _, lab in samples])      # dtype int64 by default

net = nn.SequentialCell([nn.Dense(24, 32), nn.ReLU(), nn.Dense(32, 2)])
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for step in range(3):
    loss, grads = grad_fn(ms.Tensor(feats), ms.Tensor(labels))
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
