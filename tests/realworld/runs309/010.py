# Evaluate / fine-tune an MLP classifier from weights exported by the PyTorch side as a state_dict (.npz).
# Stage 1 reproduces the export (trained model, torch layout: "fc1.weight" of shape (out, in)).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

r = np.random.default_rng(0)
centers = r.normal(scale=1.5, size=(10, 32))
def make_split(n, seed):
    rr = np.random.default_rng(seed)
    y = rr.integers(0, 10, n).astype(np.int32)
    return (centers[y] + rr.normal(size=(n, 32))).astype(np.float32), y
Xtr, Ytr = make_split(6000, 1)
Xva, Yva = make_split(2000, 2)

def ce(logits, y):
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

# ---------------- stage 1: the "PyTorch" model, exported as a torch-style state_dict ----------------
class TorchLikeNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128, name="fc1")(x))
        return nn.Dense(10, name="fc2")(x)
src = TorchLikeNet()
sp = src.init(jax.random.PRNGKey(0), Xtr[:1])["params"]
stx = optax.adam(1e-3); sst = stx.init(sp)
@jax.jit
def src_step(p, s, x, y):
    l, g = jax.value_and_grad(lambda p: ce(src.apply({"params": p}, x), y))(p)
    u, s = stx.update(g, s)
    return optax.apply_updates(p, u), s, l
for i in range(0, 6000, 64):
    sp, sst, _ = src_step(sp, sst, Xtr[i:i+64], Ytr[i:i+64])
state_dict = {f"{layer}.weight": np.asarray(sp[layer]["kernel"]).T for layer in ("fc1", "fc2")}
state_dict.update({f"{layer}.bias": np.asarray(sp[layer]["bias"]) for layer in ("fc1", "fc2")})
np.savez("pytorch_model.npz", **state_dict)
print("exported", sorted(state_dict))

# ---------------- stage 2: JAX fine-tuning script ----------------
class Net(nn.Module):
    hidden: int = 128
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(10)(x)

def convert_torch_state_dict(sd):
    params = {}
    for k, v in sd.items():
        module, kind = k.rsplit(".", 1)
        params.setdefault(module, {})["kernel" if kind == "weight" else "bias"] = jnp.asarray(v.T if kind == "weight" else v)
    return params

model = Net()
params = model.init(jax.random.PRNGKey(42), Xtr[:1])["params"]
sd = dict(np.load("pytorch_model.npz"))
pretrained = convert_torch_state_dict(sd)
params = {**params, **pretrained}
print(f"loaded {len(sd)} tensors from pytorch_model.npz")

@jax.jit
def accuracy(p, x, y):
    return (model.apply({"params": p}, x).argmax(-1) == y).mean()
print(f"zero-shot val_acc {float(accuracy(params, Xva, Yva)):.4f}")

tx = optax.adam(1e-5)   # small LR: only adapting a pretrained model
opt_state = tx.init(params)
@jax.jit
def step(p, s, x, y):
    l, g = jax.value_and_grad(lambda p: ce(model.apply({"params": p}, x), y))(p)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, l
for epoch in range(3):
    ls = []
    for i in range(0, 6000, 64):
        params, opt_state, l = step(params, opt_state, Xtr[i:i+64], Ytr[i:i+64])
        ls.append(float(l))
    print(f"epoch {epoch} train_loss {np.mean(ls):.4f} val_acc {float(accuracy(params, Xva, Yva)):.4f}")
