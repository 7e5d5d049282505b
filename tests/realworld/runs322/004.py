"""Pretrain a small CNN on 10 classes, checkpoint with Orbax, then fine-tune on a 4-class task."""
import os
import shutil
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
import orbax.checkpoint as ocp

CKPT_DIR = os.path.abspath("ckpt_004")
shutil.rmtree(CKPT_DIR, ignore_errors=True)


class CNN(nn.Module):
    num_classes: int

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(self.num_classes, name="head")(x)


def synthetic(n, k, rng):
    y = rng.integers(0, k, n)
    x = rng.normal(size=(n, 16, 16, 1)).astype(np.float32) + y[:, None, None, None] * 0.3
    return x, y.astype(np.int32)


def train(model, params, x, y, steps, lr):
    tx = optax.adam(lr)
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, xb, yb):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, xb), yb).mean()
        loss, g = jax.value_and_grad(loss_fn)(params)
        u, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, loss

    rng = np.random.default_rng(1)
    for s in range(steps):
        idx = rng.integers(0, len(x), 64)
        params, opt_state, loss = step(params, opt_state, x[idx], y[idx])
        if s % 50 == 0:
            print(f"  step {s} loss {float(loss):.4f}")
    return params


rng = np.random.default_rng(0)
print("== pretraining (10 classes)")
pre_model = CNN(num_classes=10)
params = pre_model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 1)))
x, y = synthetic(2000, 10, rng)
params = train(pre_model, params, x, y, 150, 1e-3)

ckptr = ocp.StandardCheckpointer()
ckptr.save(os.path.join(CKPT_DIR, "pretrained"), params)
ckptr.wait_until_finished()
print("saved checkpoint to", os.path.join(CKPT_DIR, "pretrained"))

print("== fine-tuning (4 classes)")
ft_model = CNN(num_classes=4)
abstract = jax.eval_shape(lambda: ft_model.init(jax.random.PRNGKey(1), jnp.ones((1, 16, 16, 1))))
params = ckptr.restore(os.path.join(CKPT_DIR, "pretrained"), abstract)
print("restored pretrained weights")
x, y = synthetic(1000, 4, rng)
params = train(ft_model, params, x, y, 100, 3e-4)
