# Linear-probe a pretrained MLP encoder whose weights come from a PyTorch state_dict export.
# Part 1 produces the reference checkpoint (stand-in for the torch training job); part 2 is the Flax port.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
from flax import traverse_util
import optax

IN, HID, NCLS = 10, 64, 4
rng = np.random.default_rng(8)
def make(n):
    x = rng.normal(size=(n, IN)).astype(np.float32)
    y = ((x[:, 0] * x[:, 1] > 0).astype(int) * 2 + (x[:, 2] * x[:, 3] > 0)).astype(np.int32)
    return x, y
Xtr, Ytr = make(6000)
Xte, Yte = make(1000)

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(HID, name="fc1")(x))
        return nn.relu(nn.Dense(HID, name="fc2")(x))

class Model(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(NCLS, name="head")(Encoder(name="backbone")(x))

class PortModel(nn.Module):          # flattened layout used in the port
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(HID, name="fc1")(x))
        x = nn.relu(nn.Dense(HID, name="fc2")(x))
        return nn.Dense(NCLS, name="head")(x)

def accuracy(model, p, x, y):
    return float(jnp.mean(model.apply(p, x).argmax(-1) == y))

def fit(model, params, tx, epochs, bs=100):
    opt_state = tx.init(params)
    @jax.jit
    def step(params, opt_state, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
        loss, g = jax.value_and_grad(loss_fn)(params)
        u, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, loss
    for ep in range(1, epochs + 1):
        perm = rng.permutation(len(Xtr))
        ls = []
        for i in range(0, len(Xtr), bs):
            params, opt_state, loss = step(params, opt_state, Xtr[perm[i:i + bs]], Ytr[perm[i:i + bs]])
            ls.append(float(loss))
        print(f"  epoch {ep} | loss {np.mean(ls):.4f} | test_acc {accuracy(model, params, Xte, Yte):.4f}")
    return params

# ---- part 1: reference model, exported torch-style (name.weight [out,in], name.bias) ----
print("reference training")
ref = Model()
ref_params = fit(ref, ref.init(jax.random.PRNGKey(1), Xtr[:1]), optax.adam(3e-3), epochs=8)
flat = traverse_util.flatten_dict(ref_params["params"], sep=".")
state_dict = {k.replace(".kernel", ".weight"): (np.asarray(v).T if k.endswith("kernel") else np.asarray(v))
              for k, v in flat.items()}
np.savez("pretrained_011.npz", **state_dict)
print(f"reference test_acc {accuracy(ref, ref_params, Xte, Yte):.4f}")

# ---- part 2: port, load pretrained weights non-strictly and train only the head ----
def load_pretrained(params, path):
    sd = np.load(path)
    flat = traverse_util.flatten_dict(params["params"], sep=".")
    for k in sd.files:
        fk = k.replace(".weight", ".kernel")
        if fk in flat:
            v = sd[k].T if fk.endswith("kernel") else sd[k]
            flat[fk] = jnp.asarray(v)
    print(f"loaded pretrained weights from {path}")
    return {"params": traverse_util.unflatten_dict(flat, sep=".")}

port = PortModel()
params = load_pretrained(port.init(jax.random.PRNGKey(0), Xtr[:1]), "pretrained_011.npz")
print(f"port test_acc after loading {accuracy(port, params, Xte, Yte):.4f}")
labels = traverse_util.path_aware_map(lambda path, _: "train" if path[0] == "head" else "freeze", params["params"])
tx = optax.multi_transform({"train": optax.adam(3e-3), "freeze": optax.set_to_zero()}, {"params": labels})
print("linear probe (backbone frozen)")
params = fit(port, params, tx, epochs=4)
print(f"port test_acc {accuracy(port, params, Xte, Yte):.4f}")
