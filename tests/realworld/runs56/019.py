# Audio classifier ported from torch: spec = torch.stft(wav, n_fft, hop, return_complex=True).abs(); log1p; mean over time
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
rng = np.random.default_rng(0)
N_FFT, HOP, SR = 128, 64, 8000
class SpecClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(N_FFT // 2 + 1, 32)
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(32, 2)
    def construct(self, wav):
        spec = ops.stft(wav, n_fft=N_FFT, hop_length=HOP, return_complex=True)
        mag = ops.abs(spec)                      # torch: .abs() -> real magnitude
        feat = ops.log1p(mag).mean(axis=-1)      # (B, freq)
        return self.fc2(self.relu(self.fc1(feat)))

net = SpecClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
gfn = ms.value_and_grad(lambda w, y: loss_fn(net(w), y), None, opt.parameters)
t = np.arange(SR // 4) / SR
for step in range(5):
    y = rng.integers(0, 2, 8)
    wav = np.stack([np.sin(2 * np.pi * (440 if c else 1200) * t) for c in y]) + 0.1 * rng.standard_normal((8, t.size))
    loss, g = gfn(Tensor(wav.astype(np.float32)), Tensor(y.astype(np.int32)))
    opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
