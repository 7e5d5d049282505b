"""Tabular 4-class classifier in Flax NNX. Weight init copied from the torch model's _init_weights
(zero init "for a stable start", as in adaLN-Zero / ResNet zero-gamma tricks)."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

# torch: for m in self.modules(): if isinstance(m, nn.Linear): nn.init.zeros_(m.weight); nn.init.zeros_(m.bias)
INIT = dict(kernel_init=nnx.initializers.zeros_init(), bias_init=nnx.initializers.zeros_init())

class Classifier(nnx.Module):
    def __init__(self, d_in, d_hidden, n_cls, rngs):
        self.fc1 = nnx.Linear(d_in, d_hidden, rngs=rngs, **INIT)
        self.norm = nnx.LayerNorm(d_hidden, rngs=rngs)
        self.fc2 = nnx.Linear(d_hidden, d_hidden, rngs=rngs, **INIT)
        self.head = nnx.Linear(d_hidden, n_cls, rngs=rngs, **INIT)
    def __call__(self, x):
        h = nnx.relu(self.norm(self.fc1(x)))
        h = nnx.relu(self.fc2(h))
        return self.head(h)

def make_data(n, rng, proto):
    y = rng.integers(0, 4, size=n)
    x = proto[y] + rng.normal(size=(n, 16))
    return x.astype(np.float32), y.astype(np.int32)

@nnx.jit
def train_step(model, opt, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss, optax.global_norm(grads)

@nnx.jit
def evaluate(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

def main():
    rng = np.random.default_rng(7)
    proto = rng.normal(scale=1.5, size=(4, 16))
    xtr, ytr = make_data(5000, rng, proto)
    xva, yva = make_data(1000, rng, proto)
    model = Classifier(16, 64, 4, nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adamw(1e-3, weight_decay=0.01), wrt=nnx.Param)
    bs, step = 50, 0
    for epoch in range(1, 6):
        perm = rng.permutation(len(xtr))
        for i in range(len(xtr) // bs):
            b = perm[i * bs:(i + 1) * bs]
            loss, gnorm = train_step(model, opt, xtr[b], ytr[b])
            step += 1
            if step % 50 == 0:
                print({"loss": round(float(loss), 4), "grad_norm": round(float(gnorm), 4),
                       "learning_rate": 1e-3, "epoch": round(step * bs / len(xtr), 2)})
        el, ea = evaluate(model, xva, yva)
        print({"eval_loss": round(float(el), 4), "eval_accuracy": round(float(ea), 4), "epoch": float(epoch)})

if __name__ == "__main__":
    main()
