# Pretrain an encoder MLP, save with Orbax, then restore it for fine-tuning with the config from the fine-tune YAML.
import os, shutil, numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
import orbax.checkpoint as ocp

class Encoder(nn.Module):
    hidden: int
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden, name="fc1")(x))
        x = nn.relu(nn.Dense(self.hidden, name="fc2")(x))
        return nn.Dense(self.num_classes, name="head")(x)

rng = np.random.RandomState(0)
W = rng.randn(32, 10)
X = rng.randn(4096, 32).astype(np.float32)
Y = (X @ W).argmax(1)

def train(model, params, steps, lr):
    tx = optax.adam(lr)
    opt_state = tx.init(params)
    @jax.jit
    def step_fn(params, opt_state, xb, yb):
        loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
            model.apply({"params": p}, xb), yb).mean())(params)
        u, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, loss
    for s in range(steps):
        b = rng.randint(0, len(X), 64)
        params, opt_state, loss = step_fn(params, opt_state, X[b], Y[b])
        if s % 100 == 0:
            print(f"step {s} loss {float(loss):.4f}")
    return params

ckpt_dir = os.path.abspath("ckpt_007")
shutil.rmtree(ckpt_dir, ignore_errors=True)

# ---- pretraining (pretrain.yaml: hidden_size: 128)
pre = Encoder(hidden=128)
p = pre.init(jax.random.PRNGKey(0), X[:1])["params"]
p = train(pre, p, 300, 1e-3)
with ocp.CheckpointManager(ckpt_dir) as mngr:
    mngr.save(300, args=ocp.args.StandardSave(p))
    mngr.wait_until_finished()
print("saved checkpoint to", ckpt_dir)

# ---- fine-tuning (finetune.yaml: hidden_size: 256)
ft = Encoder(hidden=256)
abstract = jax.eval_shape(lambda: ft.init(jax.random.PRNGKey(1), X[:1])["params"])
with ocp.CheckpointManager(ckpt_dir) as mngr:
    step = mngr.latest_step()
    print("restoring step", step)
    restored = mngr.restore(step, args=ocp.args.StandardRestore(abstract))
params = train(ft, restored, 200, 1e-4)
acc = float((ft.apply({"params": params}, X).argmax(-1) == Y).mean())
print(f"fine-tune acc {acc:.4f}")
