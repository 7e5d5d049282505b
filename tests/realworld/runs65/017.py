# Per-utterance feature normalisation (CMVN) ported from the torch audio front-end:
#   feats = (feats - feats.mean(-1, keepdim=True)) / (feats.std(-1, keepdim=True, unbiased=False) + 1e-5)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(2)

class KeywordSpotter(nn.Cell):
    def __init__(self, n_mels=40, n_cls=12):
        super().__init__()
        self.conv = nn.Conv1d(n_mels, 64, 5, pad_mode="same", has_bias=True)
        self.fc = nn.Dense(64, n_cls)

    def normalize(self, feats):
        mean = feats.mean(-1, keepdim=True)
        std = feats.std(-1, keepdim=True, unbiased=False)
        return (feats - mean) / (std + 1e-5)

    def construct(self, feats):
        x = self.normalize(feats)
        x = ops.relu(self.conv(x)).mean(-1)
        return self.fc(x)

model = KeywordSpotter()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(model.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda f, y: loss_fn(model(f), y), None, opt.parameters)

rng = np.random.default_rng(0)
print("log-mel batch shape (B, n_mels, frames) = (16, 40, 98)")
for step in range(20):
    feats = ms.Tensor(rng.normal(-4, 2, (16, 40, 98)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 12, (16,)).astype(np.int32))
    loss, grads = grad_fn(feats, y)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
