"""GPipe-style pipeline parallel MLP stack over 4 host devices with shard_map + ppermute.
Config copied from the 8-layer run; the model config here has 6 residual blocks."""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
from functools import partial
import numpy as np
import jax, jax.numpy as jnp
import optax
from jax.sharding import NamedSharding, PartitionSpec as P

CFG = {"n_layers": 6, "d_model": 64, "pipeline_stages": 4, "micro_batches": 4, "micro_batch_size": 16, "lr": 1e-3}

def init_params(key, cfg):
    L, D = cfg["n_layers"], cfg["d_model"]
    k1, k2 = jax.random.split(key)
    return {"w": jax.random.normal(k1, (L, D, D)) * (1.0 / np.sqrt(D)), "b": jnp.zeros((L, D))}

def to_stages(params, cfg):
    S = cfg["pipeline_stages"]
    per_stage = cfg["n_layers"] // S
    return jax.tree.map(lambda a: a.reshape((S, per_stage) + a.shape[1:]), params)

def stage_fn(p, x):
    def layer(h, wb):
        w, b = wb
        return h + jnp.tanh(h @ w + b), None
    h, _ = jax.lax.scan(layer, x, (p["w"], p["b"]))
    return h

def main():
    devices = jax.devices()
    print(f"devices: {len(devices)} x {devices[0].platform} | config: {CFG}")
    mesh = jax.make_mesh((CFG["pipeline_stages"],), ("stage",), axis_types=(jax.sharding.AxisType.Explicit,))
    params = init_params(jax.random.key(0), CFG)
    print("stacked params:", jax.tree.map(lambda a: a.shape, params))
    stage_params = to_stages(params, CFG)
    stage_params = jax.device_put(stage_params, NamedSharding(mesh, P("stage")))
    S, M = CFG["pipeline_stages"], CFG["micro_batches"]

    @partial(jax.shard_map, mesh=mesh, in_specs=(P("stage"), P()), out_specs=P())
    def pipeline(sp, xs):
        sp = jax.tree.map(lambda a: a[0], sp)
        idx = jax.lax.axis_index("stage")
        state = jnp.zeros_like(xs[0])
        outs = jnp.zeros_like(xs)
        for t in range(M + S - 1):
            inp = jnp.where(idx == 0, xs[min(t, M - 1)], state)
            out = stage_fn(sp, inp)
            if t >= S - 1:
                outs = outs.at[t - S + 1].set(jnp.where(idx == S - 1, out, 0.0))
            state = jax.lax.ppermute(out, "stage", [(i, (i + 1) % S) for i in range(S)])
        return jax.lax.psum(outs, "stage")

    rng = np.random.default_rng(0)
    tx = optax.adam(CFG["lr"])
    opt_state = tx.init(stage_params)
    for step in range(20):
        xs = rng.normal(size=(M, CFG["micro_batch_size"], CFG["d_model"])).astype(np.float32)
        ys = np.roll(xs, 1, axis=-1)
        def loss_fn(sp):
            return jnp.mean((pipeline(sp, xs) - ys) ** 2)
        loss, g = jax.value_and_grad(loss_fn)(stage_params)
        upd, opt_state = tx.update(g, opt_state, stage_params)
        stage_params = optax.apply_updates(stage_params, upd)
        print(f"step {step} loss {float(loss):.4f}")

if __name__ == "__main__":
    main()
