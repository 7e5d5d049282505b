# async checkpointing every 2 steps; the whole run state is saved like a torch checkpoint dict (weights, optimizer, config)
import os, tempfile
import jax, jax.numpy as jnp
import optax
import orbax.checkpoint as ocp
print("jax", jax.__version__, "orbax", ocp.__version__ if hasattr(ocp, "__version__") else "")
ckpt_dir = os.path.join(tempfile.mkdtemp(), "ckpts")
mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2, save_interval_steps=2,
                                                                            enable_async_checkpointing=True))
W = jnp.zeros((256, 256)); X = jax.random.normal(jax.random.PRNGKey(0), (512, 256)); y = X * 0.5
schedule = optax.warmup_cosine_decay_schedule(0.0, 1e-2, 2, 6)
config = {"model": "linear-256", "lr_schedule": schedule, "batch_size": 512}
tx = optax.adam(schedule); st = tx.init(W)
@jax.jit
def step(W, st):
    l, g = jax.value_and_grad(lambda W: jnp.mean((X @ W - y) ** 2))(W)
    u, st = tx.update(g, st)
    return optax.apply_updates(W, u), st, l
for i in range(6):
    W, st, l = step(W, st)
    mngr.save(i, args=ocp.args.StandardSave({"W": W, "opt": st, "config": config, "step": i}))
    print(f"step {i} loss {float(l):.5f}")
mngr.wait_until_finished()
print("checkpoints:", mngr.all_steps())
