# 4-way data-parallel GRU language model (lax.scan) with shard_map; token-weighted loss via psum
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
from functools import partial
import numpy as np
import jax, jax.numpy as jnp
import optax
from jax.sharding import Mesh, PartitionSpec as P, NamedSharding
from jax import shard_map

print("devices:", jax.device_count())
mesh = Mesh(np.array(jax.devices()), ("data",))
V, E, H, T, B = 16, 32, 64, 20, 64

def init(key):
    ks = jax.random.split(key, 4)
    return {"emb": jax.random.normal(ks[0], (V, E)) * 0.1,
            "Wx": jax.random.normal(ks[1], (E, 3 * H)) * (1 / np.sqrt(E)),
            "Wh": jax.random.normal(ks[2], (H, 3 * H)) * (1 / np.sqrt(H)),
            "b": jnp.zeros(3 * H),
            "out": jax.random.normal(ks[3], (H, V)) * 0.05}

def gru(p, h, x):
    gx, gh = x @ p["Wx"] + p["b"], h @ p["Wh"]
    r = jax.nn.sigmoid(gx[:, :H] + gh[:, :H])
    z = jax.nn.sigmoid(gx[:, H:2*H] + gh[:, H:2*H])
    n = jnp.tanh(gx[:, 2*H:] + r * gh[:, 2*H:])
    h = (1 - z) * n + z * h
    return h, h

def local_loss(p, tok, mask):
    x = p["emb"][tok[:, :-1]].swapaxes(0, 1)          # time-major
    _, hs = jax.lax.scan(partial(gru, p), jnp.zeros((tok.shape[0], H)), x)
    logits = hs.swapaxes(0, 1) @ p["out"]
    nll = optax.softmax_cross_entropy_with_integer_labels(logits, tok[:, 1:])
    m = mask[:, 1:]
    return (nll * m).sum(), m.sum()

tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(3e-3))

@jax.jit
@partial(shard_map, mesh=mesh, in_specs=(P(), P(), P("data"), P("data")), out_specs=(P(), P(), P()))
def train_step(p, s, tok, mask):
    (lsum, cnt), g = jax.value_and_grad(local_loss, has_aux=True)(p, tok, mask)
    cnt = jax.lax.psum(cnt, "data")
    g = jax.tree_util.tree_map(lambda t: jax.lax.psum(t, "data") / cnt, g)
    loss = jax.lax.psum(lsum, "data") / cnt
    u, s = tx.update(g, s, p)
    return optax.apply_updates(p, u), s, loss

rng = np.random.default_rng(0)
def batch():
    start = rng.integers(0, V, (B, 1))
    tok = (start + np.arange(T)[None]) % V            # counting sequences mod V
    lens = rng.integers(T // 2, T + 1, B)
    mask = (np.arange(T)[None] < lens[:, None]).astype(np.float32)
    return tok.astype(np.int32), mask

params = init(jax.random.PRNGKey(0))
state = tx.init(params)
sh = NamedSharding(mesh, P("data"))
for step in range(151):
    tok, mask = batch()
    params, state, loss = train_step(params, state, jax.device_put(tok, sh), jax.device_put(mask, sh))
    if step % 15 == 0:
        print(f"step {step:3d} token_nll {float(loss):.4f}")
print("finished")
