"""CIFAR-like image classifier ported from PyTorch (SGD momentum + CosineAnnealingLR(T_max=EPOCHS),
scheduler.step() once per epoch) to Flax/Optax. Synthetic 16x16 RGB data."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

EPOCHS, BATCH, BASE_LR = 30, 64, 0.05


class SmallCNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        for c in (16, 32):
            x = nn.relu(nn.Conv(c, (3, 3))(x))
            x = nn.avg_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(10)(nn.relu(nn.Dense(64)(x)))


def make_data(n, rng, protos):
    y = rng.integers(0, 10, n)
    x = 0.35 * protos[y] + rng.normal(size=(n, 16, 16, 3)).astype(np.float32)
    return x, y.astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    protos = rng.normal(size=(10, 16, 16, 3)).astype(np.float32)
    xtr, ytr = make_data(2048, rng, protos)
    xva, yva = make_data(512, rng, protos)
    model = SmallCNN()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 16, 16, 3)))["params"]
    lr_schedule = optax.cosine_decay_schedule(init_value=BASE_LR, decay_steps=EPOCHS)
    tx = optax.sgd(learning_rate=lr_schedule, momentum=0.9, nesterov=True)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def train_step(state, bx, by):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, bx)
            return optax.softmax_cross_entropy_with_integer_labels(logits, by).mean(), logits
        (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=g), loss, jnp.mean(logits.argmax(-1) == by)

    @jax.jit
    def eval_step(params, bx, by):
        logits = model.apply({"params": params}, bx)
        return jnp.mean(logits.argmax(-1) == by)

    for epoch in range(EPOCHS):
        perm = rng.permutation(len(xtr))
        losses, accs = [], []
        for i in range(0, len(xtr) - BATCH + 1, BATCH):
            b = perm[i:i + BATCH]
            state, loss, acc = train_step(state, xtr[b], ytr[b])
            losses.append(float(loss)); accs.append(float(acc))
        val_acc = float(eval_step(state.params, xva, yva))
        print(f"epoch {epoch:02d} train_loss {np.mean(losses):.4f} train_acc {np.mean(accs):.3f} val_acc {val_acc:.3f}")


if __name__ == "__main__":
    main()
