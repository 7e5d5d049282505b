# Image-denoising encoder/decoder ported from a PyTorch repo (ReflectionPad2d + 7x7 convs, built for 256x256 crops),
# fine-tuned here on 32x32 thumbnails.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

def down(cin, cout):
    return nn.SequentialCell(nn.Conv2d(cin, cout, 3, stride=2, pad_mode="pad", padding=1), nn.BatchNorm2d(cout), nn.ReLU())

def up(cin, cout):
    return nn.SequentialCell(nn.Conv2dTranspose(cin, cout, 4, stride=2, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU())

class DenoiseNet(nn.Cell):
    def __init__(self, ngf=16, n_down=4):
        super().__init__()
        self.stem = nn.SequentialCell(nn.ReflectionPad2d(3), nn.Conv2d(3, ngf, 7, pad_mode="valid"), nn.ReLU())
        chans = [ngf * 2 ** i for i in range(n_down + 1)]
        self.enc = nn.SequentialCell(*[down(chans[i], chans[i + 1]) for i in range(n_down)])
        # large receptive field in the bottleneck
        self.bottleneck = nn.SequentialCell(nn.ReflectionPad2d(3), nn.Conv2d(chans[-1], chans[-1], 7, pad_mode="valid"), nn.ReLU())
        self.dec = nn.SequentialCell(*[up(chans[i + 1], chans[i]) for i in reversed(range(n_down))])
        self.out = nn.SequentialCell(nn.ReflectionPad2d(3), nn.Conv2d(ngf, 3, 7, pad_mode="valid"))

    def construct(self, x):
        return x - self.out(self.dec(self.bottleneck(self.enc(self.stem(x)))))

net = DenoiseNet()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
mse = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda noisy, clean: mse(net(noisy), clean), None, opt.parameters)

rng = np.random.default_rng(0)
clean = rng.uniform(0, 1, (64, 3, 32, 32)).astype(np.float32)
for epoch in range(2):
    for i in range(0, 64, 8):
        c = clean[i:i + 8]
        noisy = (c + rng.normal(0, 0.1, c.shape)).astype(np.float32)
        loss, grads = grad_fn(Tensor(noisy), Tensor(c))
        opt(grads)
        print(f"epoch {epoch} batch {i // 8} mse {loss.asnumpy():.5f}", flush=True)
