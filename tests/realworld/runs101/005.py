"""Resume training of a Flax autoencoder from an Orbax checkpoint.
Config bumped the bottleneck from 16 to 32 since the last run."""
import argparse, os
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
import orbax.checkpoint as ocp

p = argparse.ArgumentParser()
p.add_argument("--latent", type=int, default=32)
p.add_argument("--ckpt_dir", default="/home/user/project/ckpt_ae")
p.add_argument("--steps", type=int, default=100)
args = p.parse_args()

class AE(nn.Module):
    latent: int
    @nn.compact
    def __call__(self, x):
        z = nn.Dense(self.latent, name="enc_out")(nn.relu(nn.Dense(64, name="enc_h")(x)))
        return nn.Dense(32, name="dec_out")(nn.relu(nn.Dense(64, name="dec_h")(z)))

X = np.random.default_rng(0).normal(size=(1024, 32)).astype(np.float32)
model = AE(args.latent)
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)

mngr = ocp.CheckpointManager(os.path.abspath(args.ckpt_dir),
                             options=ocp.CheckpointManagerOptions(max_to_keep=2, create=True))
start = 0
if mngr.latest_step() is not None:
    start = mngr.latest_step()
    print(f"Restoring from step {start} in {args.ckpt_dir}")
    target = {"params": params, "opt_state": opt_state}
    restored = mngr.restore(start, args=ocp.args.StandardRestore(target))
    params, opt_state = restored["params"], restored["opt_state"]
    print("restored checkpoint")

@jax.jit
def step(params, opt_state, xb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, xb) - xb) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for s in range(start + 1, start + args.steps + 1):
    idx = np.random.default_rng(s).integers(0, len(X), 64)
    params, opt_state, loss = step(params, opt_state, X[idx])
    if s % 25 == 0:
        print(f"step {s} recon_loss {float(loss):.5f}")
mngr.save(start + args.steps, args=ocp.args.StandardSave({"params": params, "opt_state": opt_state}))
mngr.wait_until_finished()
print("saved step", start + args.steps)
