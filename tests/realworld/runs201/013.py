"""ResNet-ish stem + classifier in flax.nnx, translated layer by layer from a torchvision-style nn.Module."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

class BasicBlock(nnx.Module):
    def __init__(self, cin, cout, stride, rngs):
        # torch: nn.Conv2d(cin, cout, kernel_size=3, stride=stride, padding=1, bias=False)
        self.conv1 = nnx.Conv(cin, cout, kernel_size=(3, 3), stride=stride, padding=1, use_bias=False, rngs=rngs)
        self.bn1 = nnx.BatchNorm(cout, rngs=rngs)
        self.conv2 = nnx.Conv(cout, cout, kernel_size=(3, 3), padding=1, use_bias=False, rngs=rngs)
        self.bn2 = nnx.BatchNorm(cout, rngs=rngs)
        self.down = nnx.Conv(cin, cout, kernel_size=(1, 1), stride=stride, use_bias=False, rngs=rngs) if stride != 1 or cin != cout else None
    def __call__(self, x):
        h = nnx.relu(self.bn1(self.conv1(x)))
        h = self.bn2(self.conv2(h))
        return nnx.relu(h + (self.down(x) if self.down is not None else x))

class SmallResNet(nnx.Module):
    def __init__(self, num_classes, rngs):
        self.stem = nnx.Conv(3, 16, kernel_size=(3, 3), padding=1, rngs=rngs)
        self.b1 = BasicBlock(16, 16, 1, rngs); self.b2 = BasicBlock(16, 32, 2, rngs)
        self.fc = nnx.Linear(32, num_classes, rngs=rngs)
    def __call__(self, x):
        x = self.b2(self.b1(nnx.relu(self.stem(x))))
        return self.fc(x.mean(axis=(1, 2)))

def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 32, 32, 3)).astype(np.float32); y = rng.integers(0, 10, 256).astype(np.int32)
    print("building SmallResNet(num_classes=10)")
    model = SmallResNet(10, nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.sgd(0.05, momentum=0.9, nesterov=True), wrt=nnx.Param)
    @nnx.jit
    def step(model, opt, x, y):
        loss, g = nnx.value_and_grad(lambda m: optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean())(model)
        opt.update(model, g); return loss
    for ep in range(2):
        for i in range(0, 256, 32):
            loss = step(model, opt, x[i:i+32], y[i:i+32])
        print(f"epoch {ep} loss {float(loss):.4f}")

if __name__ == "__main__":
    main()
