"""Tabular classifier (Flax linen MLP) with AdamW + warmup-cosine schedule."""
import time
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state


class MLP(nn.Module):
    hidden: int = 128
    num_classes: int = 3

    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.Dense(self.hidden)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.Dense(self.hidden)(x)
        x = nn.relu(x)
        return nn.Dense(self.num_classes)(x)


def make_data(n, rng):
    x = rng.normal(size=(n, 20)).astype(np.float32)
    w = rng.normal(size=(20, 3)).astype(np.float32)
    y = np.argmax(x @ w + 0.1 * rng.normal(size=(n, 3)), axis=1).astype(np.int32)
    return x, y


def main():
    rng = np.random.default_rng(42)
    x_train, y_train = make_data(4096, rng)
    x_val, y_val = x_train[-512:], y_train[-512:]
    x_train, y_train = x_train[:-512], y_train[:-512]
    batch_size, epochs = 128, 5
    steps_per_epoch = len(x_train) // batch_size
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=steps_per_epoch,
                                               decay_steps=epochs * steps_per_epoch, end_value=1e-5)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=1e-4))
    model = MLP()
    key = jax.random.key(0)
    params = model.init(key, jnp.ones((1, 20)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def train_step(state, x, y, dkey):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": dkey})
            loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
            return loss, logits
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        acc = (logits.argmax(-1) == y).mean()
        return state.apply_gradients(grads=grads), {"loss": loss, "accuracy": acc}

    @jax.jit
    def eval_step(params, x, y):
        logits = model.apply({"params": params}, x, train=False)
        return {"loss": optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(),
                "accuracy": (logits.argmax(-1) == y).mean()}

    for epoch in range(1, epochs + 1):
        t0 = time.time()
        perm = rng.permutation(len(x_train))
        ms = []
        for i in range(steps_per_epoch):
            idx = perm[i * batch_size:(i + 1) * batch_size]
            key, dkey = jax.random.split(key)
            state, m = train_step(state, x_train[idx], y_train[idx], dkey)
            ms.append(m)
        train = {k: float(np.mean([m[k] for m in ms])) for k in ms[0]}
        val = {k: float(v) for k, v in eval_step(state.params, x_val, y_val).items()}
        print({"epoch": epoch, "step": int(state.step), "lr": float(sched(state.step)),
               "train_loss": round(train["loss"], 4), "train_accuracy": round(train["accuracy"], 4),
               "val_loss": round(val["loss"], 4), "val_accuracy": round(val["accuracy"], 4),
               "epoch_time_s": round(time.time() - t0, 2)}, flush=True)
    print("training finished")


if __name__ == "__main__":
    main()
