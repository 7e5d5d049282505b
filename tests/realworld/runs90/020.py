# Healthy: pure-JAX logistic regression with Orbax CheckpointManager: train 3 epochs, "restart", resume to 6
import os, shutil, jax, jax.numpy as jnp, numpy as np, optax
import orbax.checkpoint as ocp
print("jax", jax.__version__, "orbax", ocp.__version__ if hasattr(ocp, "__version__") else "?")
ckpt_dir = os.path.abspath("ckpt_020"); shutil.rmtree(ckpt_dir, ignore_errors=True)
rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 30)).astype(np.float32); wt = rng.normal(size=(30,))
Y = (X @ wt + 0.3 * rng.normal(size=2000) > 0).astype(np.float32)
tx = optax.adam(0.02)

def init():
    p = {"w": jnp.zeros(30), "b": jnp.zeros(())}
    return {"params": p, "opt_state": tx.init(p)}

@jax.jit
def step(state, xb, yb):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(xb @ p["w"] + p["b"], yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(state["params"])
    u, o = tx.update(g, state["opt_state"], state["params"])
    return {"params": optax.apply_updates(state["params"], u), "opt_state": o}, loss

def run(start, end):
    mgr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2))
    state = init()
    if mgr.latest_step() is not None:
        s = mgr.latest_step()
        state = mgr.restore(s, args=ocp.args.StandardRestore(state)); start = s + 1
        print(f"resumed from step {s}")
    for epoch in range(start, end):
        tot = 0.0
        for i in range(0, 2000, 100):
            state, loss = step(state, X[i:i+100], Y[i:i+100]); tot += float(loss)
        print(f"epoch {epoch} loss {tot/20:.4f}")
        mgr.save(epoch, args=ocp.args.StandardSave(state))
    mgr.wait_until_finished(); mgr.close()

run(0, 3)
print("--- simulated preemption, restarting ---")
run(0, 6)
print("steps on disk:", sorted(int(d) for d in os.listdir(ckpt_dir) if d.isdigit()))
