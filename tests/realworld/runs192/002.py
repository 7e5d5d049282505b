"""Train a tiny MLP classifier, checkpoint the variables with Orbax, then reload them for inference
(the inference half was adapted from a PyTorch `model.load_state_dict(torch.load(...))` script)."""
import os, shutil, logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
log = logging.getLogger("mlp")
CKPT = "/home/user/project/ckpt_002"
shutil.rmtree(CKPT, ignore_errors=True)

class MLP(nn.Module):
    hidden: int = 64
    n_cls: int = 4
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(self.hidden)(x))
        x = nn.gelu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.n_cls)(x)

rng = np.random.default_rng(0)
centers = rng.normal(0, 2, (4, 10))
y = rng.integers(0, 4, 2000)
x = (centers[y] + rng.normal(0, 1, (2000, 10))).astype(np.float32)

model = MLP()
variables = model.init(jax.random.key(42), x[:2])
tx = optax.adamw(1e-3, weight_decay=1e-4)
opt_state = tx.init(variables["params"])

@jax.jit
def step(variables, opt_state, xb, yb):
    def loss_fn(p):
        logits = model.apply({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(variables["params"])
    upd, opt_state = tx.update(g, opt_state, variables["params"])
    return {"params": optax.apply_updates(variables["params"], upd)}, opt_state, loss

for epoch in range(3):
    for i in range(0, 2000, 100):
        variables, opt_state, loss = step(variables, opt_state, x[i:i+100], y[i:i+100])
    log.info("epoch %d loss %.4f", epoch, float(loss))

ckptr = ocp.StandardCheckpointer()
ckptr.save(os.path.join(CKPT, "final"), variables)   # saves {'params': {...}}
ckptr.wait_until_finished()
log.info("saved checkpoint to %s", os.path.join(CKPT, "final"))

# ---------------- inference ----------------
abstract = jax.tree.map(ocp.utils.to_shape_dtype_struct, variables)
params = ckptr.restore(os.path.join(CKPT, "final"), abstract)
log.info("restored checkpoint, top-level keys: %s", list(params.keys()))
infer_model = MLP()
logits = infer_model.apply({"params": params}, x[:500])
acc = float((logits.argmax(-1) == y[:500]).mean())
log.info("inference accuracy on 500 samples: %.4f", acc)
