"""Pretrain an NNX bag-of-words encoder, then fine-tune a new head on a 6-label task from the Orbax checkpoint of the backbone."""
import shutil, logging
import numpy as np
import jax, jax.numpy as jnp, optax
from flax import nnx
import orbax.checkpoint as ocp

logging.basicConfig(level=logging.WARNING)
CKPT = "/home/user/project/run_009/ckpt"

class BowClassifier(nnx.Module):
    def __init__(self, vocab, hidden, n_cls, *, rngs):
        self.emb = nnx.Embed(vocab, hidden, rngs=rngs)
        self.proj = nnx.Linear(hidden, hidden, rngs=rngs)
        self.head = nnx.Linear(hidden, n_cls, rngs=rngs)
    def __call__(self, ids):
        return self.head(nnx.relu(self.proj(self.emb(ids).mean(1))))

rng = np.random.default_rng(0)
def batch(n):
    y = rng.integers(0, 4, n)
    ids = rng.integers(0, 500, (n, 16)); ids[:, :4] = 500 + y[:, None] * 10 + rng.integers(0, 10, (n, 4))
    return ids.astype(np.int32), y.astype(np.int32)

# ---------------- training job (train.yaml: hidden_size: 64) ----------------
shutil.rmtree("/home/user/project/run_009", ignore_errors=True)
train_cfg = {"vocab_size": 540, "hidden_size": 64, "num_labels": 4}
model = BowClassifier(train_cfg["vocab_size"], train_cfg["hidden_size"], train_cfg["num_labels"], rngs=nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)

@nnx.jit
def step(model, opt, ids, y):
    loss, g = nnx.value_and_grad(lambda m: optax.softmax_cross_entropy_with_integer_labels(m(ids), y).mean())(model)
    opt.update(model, g); return loss

for s in range(1, 151):
    loss = step(model, opt, *batch(64))
    if s % 50 == 0: print(f"[train] step {s} loss {float(loss):.4f}")
ckptr = ocp.StandardCheckpointer()
ckptr.save(CKPT, nnx.state(model, nnx.Param).to_pure_dict()); ckptr.wait_until_finished()
print("[train] saved", CKPT)

# ---------------- fine-tune job (finetune.yaml: hidden_size: 128, the new default) ----------------
ft_cfg = {"vocab_size": 540, "hidden_size": 128, "num_labels": 6}
print("[finetune] config:", ft_cfg)
model = BowClassifier(ft_cfg["vocab_size"], ft_cfg["hidden_size"], ft_cfg["num_labels"], rngs=nnx.Rngs(1))
restored = ocp.StandardCheckpointer().restore(CKPT)          # torch.load(...) equivalent (pure dict)
backbone = {k: v for k, v in restored.items() if k != "head"}   # drop the old classification head
state = nnx.state(model, nnx.Param)
nnx.replace_by_pure_dict(state, backbone)                    # model.load_state_dict(..., strict=False)
nnx.update(model, state)
print("[finetune] loaded backbone weights:", sorted(backbone))

opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
def batch6(n):
    y = rng.integers(0, 6, n)
    ids = rng.integers(0, 500, (n, 16)); ids[:, :4] = 480 + y[:, None] * 10 + rng.integers(0, 10, (n, 4))
    return ids.astype(np.int32), y.astype(np.int32)
for s in range(1, 101):
    loss = step(model, opt, *batch6(64))
    if s % 25 == 0: print(f"[finetune] step {s} loss {float(loss):.4f}")
