"""MNIST-like digit classifier in Flax linen, ported from a PyTorch notebook.
The PyTorch version used F.log_softmax + NLLLoss; here the loss is written out by hand."""
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

NUM_CLASSES = 10
BATCH = 64
EPOCHS = 3
STEPS_PER_EPOCH = 60
LR = 0.5   # the PyTorch SGD recipe used lr=0.5 with BatchNorm; we kept it


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(512)(x))
        x = nn.relu(nn.Dense(512)(x))
        return nn.Dense(NUM_CLASSES)(x)


def nll_loss(logits, labels):
    probs = jax.nn.softmax(logits)
    log_probs = jnp.log(probs)                         # torch: torch.log(F.softmax(x))
    onehot = jax.nn.one_hot(labels, NUM_CLASSES)
    return -(onehot * log_probs).sum(-1).mean()


def synthetic_digits(rng, n):
    centers = rng.normal(0, 4.0, size=(NUM_CLASSES, 28, 28)).astype(np.float32)
    y = rng.integers(0, NUM_CLASSES, size=n)
    x = centers[y] * 20.0 + rng.normal(0, 1, size=(n, 28, 28)).astype(np.float32)  # raw 0..255-ish scale, no normalisation
    return x, y


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return nll_loss(logits, y), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = (logits.argmax(-1) == y).mean()
    gnorm = optax.global_norm(grads)
    return state.apply_gradients(grads=grads), {"loss": loss, "accuracy": acc, "grad_norm": gnorm}


def main():
    rng = np.random.default_rng(0)
    xs, ys = synthetic_digits(rng, BATCH * STEPS_PER_EPOCH)
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 28, 28)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(LR, momentum=0.9))
    gstep = 0
    for epoch in range(EPOCHS):
        perm = rng.permutation(len(xs))
        for i in range(STEPS_PER_EPOCH):
            idx = perm[i * BATCH:(i + 1) * BATCH]
            state, m = train_step(state, jnp.asarray(xs[idx]), jnp.asarray(ys[idx]))
            gstep += 1
            if gstep % 10 == 0:
                m = jax.device_get(m)
                print({"epoch": epoch, "step": gstep, "loss": round(float(m["loss"]), 4),
                       "accuracy": round(float(m["accuracy"]), 4), "grad_norm": round(float(m["grad_norm"]), 4),
                       "learning_rate": LR})
        print(f"epoch {epoch} finished")


if __name__ == "__main__":
    main()
