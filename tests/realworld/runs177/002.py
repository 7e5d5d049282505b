"""GPT-style LM fine-tune with 2-way data x 4-way tensor parallelism (jax.sharding), config copied from the v4-8 run."""
import os, logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s %(name)s - %(message)s")
log = logging.getLogger("lm_tp")

CFG = dict(vocab=512, d_model=128, n_layer=2, n_head=4, seq_len=64, batch=16,
           dp=2, tp=4, lr=3e-4, steps=20)

class MLP(nn.Module):
    d: int
    @nn.compact
    def __call__(self, x):
        h = nn.Dense(4 * self.d, name="up")(x)
        return nn.Dense(self.d, name="down")(nn.gelu(h))

class LM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(CFG["vocab"], CFG["d_model"])(ids)
        for i in range(CFG["n_layer"]):
            h = nn.LayerNorm()(x)
            h = nn.SelfAttention(num_heads=CFG["n_head"])(h, mask=nn.make_causal_mask(ids))
            x = x + h
            x = x + MLP(CFG["d_model"])(nn.LayerNorm()(x))
        return nn.Dense(CFG["vocab"])(nn.LayerNorm()(x))

def main():
    log.info("jax %s, backend=%s, device_count=%d", jax.__version__, jax.default_backend(), jax.device_count())
    log.info("config: %s", CFG)
    devices = np.array(jax.devices()).reshape(CFG["dp"], CFG["tp"])
    mesh = Mesh(devices, ("data", "model"))
    log.info("mesh: %s", mesh)
    model = LM()
    ids = jnp.zeros((CFG["batch"], CFG["seq_len"]), jnp.int32)
    params = model.init(jax.random.key(0), ids)["params"]
    def spec_for(path, x):
        names = [getattr(k, "key", "") for k in path]
        if "up" in names and names[-1] == "kernel": return P(None, "model")
        if "down" in names and names[-1] == "kernel": return P("model", None)
        return P()
    specs = jax.tree_util.tree_map_with_path(spec_for, params)
    params = jax.tree.map(lambda x, s: jax.device_put(x, NamedSharding(mesh, s)), params, specs)
    tx = optax.adamw(CFG["lr"])
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, ids):
        def loss_fn(p):
            logits = model.apply({"params": p}, ids[:, :-1])
            return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()
        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, loss

    rng = np.random.default_rng(0)
    data_sharding = NamedSharding(mesh, P("data", None))
    for s in range(CFG["steps"]):
        batch = jax.device_put(rng.integers(0, CFG["vocab"], (CFG["batch"], CFG["seq_len"] + 1)), data_sharding)
        params, opt_state, loss = step(params, opt_state, batch)
        if s % 5 == 0:
            log.info("step %d loss %.4f", s, float(loss))

if __name__ == "__main__":
    main()
