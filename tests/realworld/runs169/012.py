"""Explicit data parallelism with jax.shard_map on 4 host devices: per-shard grads, pmean, optax with a
weight-decay mask (no decay on biases / LayerNorm) and a warmup-cosine schedule."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"

import time
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from jax.sharding import NamedSharding, PartitionSpec as P


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(128)(x)
        x = nn.LayerNorm()(x)
        x = nn.relu(x)
        x = nn.Dense(64)(x)
        x = nn.relu(x)
        return nn.Dense(5)(x)


def decay_mask(params):
    return jax.tree_util.tree_map_with_path(lambda path, _: path[-1].key == "kernel", params)


def main():
    n_dev = jax.device_count()
    mesh = jax.make_mesh((n_dev,), ("dp",))
    print(f"jax {jax.__version__} | {n_dev} devices | mesh axes {mesh.axis_names}")

    rng = np.random.default_rng(0)
    centers = rng.normal(scale=2.0, size=(5, 32)).astype(np.float32)
    y_all = rng.integers(0, 5, 10240).astype(np.int32)
    x_all = centers[y_all] + rng.normal(scale=1.5, size=(10240, 32)).astype(np.float32)
    x_tr, y_tr, x_te, y_te = x_all[:8192], y_all[:8192], x_all[8192:], y_all[8192:]

    model = Net()
    params = model.init(jax.random.key(0), jnp.ones((1, 32)))["params"]
    steps_total = 4 * (len(x_tr) // 256)
    sched = optax.warmup_cosine_decay_schedule(0.0, 2e-3, 40, steps_total, 1e-5)
    tx = optax.chain(
        optax.clip_by_global_norm(1.0),
        optax.scale_by_adam(),
        optax.masked(optax.add_decayed_weights(1e-2), decay_mask),
        optax.scale_by_learning_rate(sched),
    )
    opt_state = tx.init(params)
    print("weight decay applied to:", [jax.tree_util.keystr(p) for p, m in
                                       jax.tree_util.tree_leaves_with_path(decay_mask(params)) if m])

    @jax.jit
    @partial(jax.shard_map, mesh=mesh, in_specs=(P(), P(), P("dp"), P("dp")), out_specs=(P(), P(), P()))
    def train_step(params, opt_state, x, y):
        def loss_fn(p):
            logits = model.apply({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        grads = jax.lax.pmean(grads, "dp")
        loss = jax.lax.pmean(loss, "dp")
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    data_sh = NamedSharding(mesh, P("dp"))
    step = 0
    for epoch in range(1, 5):
        t0 = time.time()
        perm = np.random.default_rng(epoch).permutation(len(x_tr))
        losses = []
        for i in range(0, len(x_tr), 256):
            idx = perm[i:i + 256]
            params, opt_state, loss = train_step(params, opt_state,
                                                 jax.device_put(x_tr[idx], data_sh),
                                                 jax.device_put(y_tr[idx], data_sh))
            losses.append(float(loss)); step += 1
        acc = float(jnp.mean(model.apply({"params": params}, x_te).argmax(-1) == y_te))
        print(f"epoch {epoch}: step={step} loss={np.mean(losses):.4f} test_acc={acc:.4f} "
              f"lr={float(sched(step)):.2e} time={time.time() - t0:.2f}s")


if __name__ == "__main__":
    main()
