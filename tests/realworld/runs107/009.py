"""Data-parallel (pmap) training of a 1D-CNN sequence classifier on 2 host devices,
with a jitted evaluation pass after each epoch."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import functools, time
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax import jax_utils
from flax.training import train_state, common_utils


class ConvClassifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(300, 32)(ids)
        x = nn.relu(nn.Conv(64, (5,))(x))
        x = nn.relu(nn.Conv(64, (3,))(x))
        return nn.Dense(3)(x.max(axis=1))


def dataset(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n)
    ids = rng.integers(3, 300, (n, 32))
    pos = rng.integers(0, 30, n)
    for i in range(n):                           # class-specific trigram somewhere in the sequence
        ids[i, pos[i]:pos[i] + 3] = y[i] + 0
    return ids.astype(np.int32), y.astype(np.int32)


@functools.partial(jax.pmap, axis_name="devices")
def train_step(state, ids, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, ids)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    g = jax.lax.pmean(g, "devices")
    metrics = {"loss": loss, "accuracy": (logits.argmax(-1) == y).mean()}
    return state.apply_gradients(grads=g), jax.lax.pmean(metrics, "devices")


@jax.jit
def eval_step(params, ids, y):
    logits = ConvClassifier().apply({"params": params}, ids)
    return (logits.argmax(-1) == y).sum()


def main():
    ndev = jax.local_device_count()
    print(f"local devices: {ndev} ({jax.devices()[0].platform})")
    xtr, ytr = dataset(2048, 0)
    xva, yva = dataset(512, 1)
    model = ConvClassifier()
    params = model.init(jax.random.key(0), xtr[:1])["params"]
    state = jax_utils.replicate(train_state.TrainState.create(apply_fn=model.apply, params=params,
                                                               tx=optax.adam(2e-3)))
    bs = 64 * ndev
    for epoch in range(1, 5):
        t0 = time.time()
        perm = np.random.default_rng(epoch).permutation(len(xtr))
        ms = []
        for i in range(len(xtr) // bs):
            idx = perm[i * bs:(i + 1) * bs]
            state, m = train_step(state, common_utils.shard(xtr[idx]), common_utils.shard(ytr[idx]))
            ms.append(jax.device_get(jax_utils.unreplicate(m)))
        single = jax_utils.unreplicate(state).params
        correct = sum(int(eval_step(single, xva[i:i + 128], yva[i:i + 128])) for i in range(0, len(xva), 128))
        print(f"Epoch {epoch}/4 - {time.time() - t0:.1f}s - loss: {np.mean([m['loss'] for m in ms]):.4f} - "
              f"accuracy: {np.mean([m['accuracy'] for m in ms]):.4f} - val_accuracy: {correct / len(xva):.4f}")


if __name__ == "__main__":
    main()
