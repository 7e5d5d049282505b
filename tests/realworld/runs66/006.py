# Mixed-precision loop ported from torch.cuda.amp:
#   scaler = torch.cuda.amp.GradScaler(init_scale=2.**16, growth_factor=2.0, backoff_factor=0.5, growth_interval=100)
#   scaler.scale(loss).backward(); scaler.step(opt); scaler.update()
# MindSpore equivalent: mindspore.amp.DynamicLossScaler(scale_value, scale_factor, scale_window)
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.amp import DynamicLossScaler, all_finite

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(3)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(32, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, 4))
    def construct(self, x):
        return self.net(x)

model = MLP()
model.to_float(ms.float16)                    # autocast(dtype=torch.float16)
loss_fn = nn.CrossEntropyLoss(reduction="sum")
opt = nn.SGD(model.trainable_params(), learning_rate=1e-3, momentum=0.9)

# GradScaler(init_scale=2**16, growth_factor=2.0, backoff_factor=0.5, growth_interval=100)
scaler = DynamicLossScaler(scale_value=2.0 ** 16, scale_factor=0.5, scale_window=100)

def forward(x, y):
    logits = model(ops.cast(x, ms.float16))
    loss = loss_fn(ops.cast(logits, ms.float32), y)
    return scaler.scale(loss)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

rng = np.random.default_rng(3)
X = rng.normal(size=(1024, 32)).astype(np.float32) * 4
Y = (np.argmax(X[:, :4], axis=1)).astype(np.int32)
skipped = 0
for step in range(40):
    i = (step * 64) % 1024
    x, y = ms.Tensor(X[i:i + 64]), ms.Tensor(Y[i:i + 64])
    scaled_loss, grads = grad_fn(x, y)
    loss = scaler.unscale(scaled_loss)
    grads = scaler.unscale(grads)
    finite = all_finite(grads)
    if finite:
        opt(grads)                             # scaler.step(opt)
    else:
        skipped += 1
    scaler.adjust(finite)                      # scaler.update()
    if step % 4 == 0:
        print(f"step {step:3d} loss {loss.asnumpy() / 64:.4f} finite={bool(finite.asnumpy())} "
              f"scale={scaler.scale_value.asnumpy():.1f} skipped={skipped}")
print(f"done: {skipped}/40 steps skipped")
