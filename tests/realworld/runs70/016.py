# resume support with Orbax CheckpointManager
import os, shutil
import jax, jax.numpy as jnp
import optax
import orbax.checkpoint as ocp

CKPT = os.path.abspath("ckpt_016")
shutil.rmtree(CKPT, ignore_errors=True)
key = jax.random.PRNGKey(0)
X = jax.random.normal(key, (256, 8)); Y = X.sum(-1, keepdims=True)
params = {"w": jnp.zeros((8, 1)), "b": jnp.zeros((1,))}
tx = optax.adam(1e-2); opt_state = tx.init(params)

@jax.jit
def step(params, opt_state):
    l, g = jax.value_and_grad(lambda p: jnp.mean((X @ p["w"] + p["b"] - Y) ** 2))(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l

mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=3, save_interval_steps=2))
for s in range(6):
    params, opt_state, l = step(params, opt_state)
    mngr.save(s, args=ocp.args.Composite(state=ocp.args.StandardSave({"params": params, "opt_state": opt_state}),
                                         meta=ocp.args.JsonSave({"step": s, "loss": float(l)})))
    print("step", s, "loss", float(l))
mngr.wait_until_finished()
print("saved steps", mngr.all_steps())

# --- resume (second half of the script, as in the 'resume' branch)
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, {"params": params, "opt_state": opt_state})
latest = mngr.latest_step()
restored = mngr.restore(latest, args=ocp.args.StandardRestore(abstract))
print("resumed from", latest)
