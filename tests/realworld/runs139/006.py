"""convert_torch_cnn.py -- convert a PyTorch CNN state_dict (exported as .npz, OIHW conv weights) to a
flax.linen param tree and verify the converted model against the reference outputs dumped from torch.

torch:
    conv1 = nn.Conv2d(3, 16, 3, padding=1); conv2 = nn.Conv2d(16, 32, 3, padding=1)
    fc = nn.Linear(32, 10)   # after global average pooling
"""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
from jax import lax

r = np.random.default_rng(0)
sd = {"conv1.weight": r.normal(0, 0.3, (16, 3, 3, 3)).astype(np.float32), "conv1.bias": r.normal(0, 0.1, 16).astype(np.float32),
      "conv2.weight": r.normal(0, 0.1, (32, 16, 3, 3)).astype(np.float32), "conv2.bias": r.normal(0, 0.1, 32).astype(np.float32),
      "fc.weight": r.normal(0, 0.3, (10, 32)).astype(np.float32), "fc.bias": np.zeros(10, np.float32)}
x_nchw = r.normal(size=(64, 3, 16, 16)).astype(np.float32)


# ---- reference: what the torch model computed (NCHW / OIHW), dumped to reference_outputs.npz ----
def torch_reference(sd, x):
    dn = ("NCHW", "OIHW", "NCHW")
    h = lax.conv_general_dilated(x, sd["conv1.weight"], (1, 1), ((1, 1), (1, 1)), dimension_numbers=dn)
    h1 = jax.nn.relu(h + sd["conv1.bias"][None, :, None, None])
    h = lax.conv_general_dilated(h1, sd["conv2.weight"], (1, 1), ((1, 1), (1, 1)), dimension_numbers=dn)
    h2 = jax.nn.relu(h + sd["conv2.bias"][None, :, None, None])
    return {"conv1": np.asarray(h1), "conv2": np.asarray(h2),
            "logits": np.asarray(h2.mean((2, 3)) @ sd["fc.weight"].T + sd["fc.bias"])}


ref = torch_reference(sd, x_nchw)


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        h1 = nn.relu(nn.Conv(16, (3, 3), padding=1, name="conv1")(x))
        h2 = nn.relu(nn.Conv(32, (3, 3), padding=1, name="conv2")(h1))
        return {"conv1": h1, "conv2": h2, "logits": nn.Dense(10, name="fc")(h2.mean((1, 2)))}


def convert(sd):
    params = {}
    for name in ("conv1", "conv2"):
        w = sd[f"{name}.weight"]                      # (out, in, kh, kw)
        o, i, kh, kw = w.shape
        params[name] = {"kernel": jnp.asarray(w.reshape(kh, kw, i, o)),   # flax wants (kh, kw, in, out)
                        "bias": jnp.asarray(sd[f"{name}.bias"])}
    params["fc"] = {"kernel": jnp.asarray(sd["fc.weight"].T), "bias": jnp.asarray(sd["fc.bias"])}
    return params


def main():
    model = CNN()
    abstract = jax.eval_shape(model.init, jax.random.key(0), jnp.zeros((1, 16, 16, 3)))["params"]
    params = convert(sd)
    for k in abstract:
        for leaf in abstract[k]:
            print(f"{k}.{leaf}: expected {abstract[k][leaf].shape} got {params[k][leaf].shape}")
    out = model.apply({"params": params}, jnp.asarray(x_nchw.transpose(0, 2, 3, 1)))   # NCHW -> NHWC
    print("--- parity vs torch reference outputs ---")
    for key in ("conv1", "conv2"):
        got = np.asarray(out[key]).transpose(0, 3, 1, 2)
        print(f"{key:7s} max_abs_diff={np.abs(got - ref[key]).max():.4e} mean_abs_diff={np.abs(got - ref[key]).mean():.4e} "
              f"allclose(atol=1e-4)={np.allclose(got, ref[key], atol=1e-4)}")
    d = np.abs(np.asarray(out["logits"]) - ref["logits"])
    print(f"logits  max_abs_diff={d.max():.4e} mean_abs_diff={d.mean():.4e} allclose(atol=1e-4)={np.allclose(out['logits'], ref['logits'], atol=1e-4)}")
    agree = (np.asarray(out["logits"]).argmax(-1) == ref["logits"].argmax(-1)).mean()
    print(f"top-1 agreement with torch: {agree:.3f}")
    np.savez("/home/user/project/006_flax_params.npz", **{f"{k}/{l}": np.asarray(v) for k, d_ in params.items() for l, v in d_.items()})
    print("saved converted params to /home/user/project/006_flax_params.npz")


if __name__ == "__main__":
    main()
