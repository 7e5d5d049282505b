# HF checkpoint saved in bfloat16 (torch_dtype=bfloat16). numpy has no bfloat16, so the converter reads the raw
# safetensors bytes itself (header JSON + buffer) and widens to float32 for the MindSpore checkpoint.
import json, struct
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(16)
IN, OUT = 32, 16
w32 = rng.normal(0, 0.05, (OUT, IN)).astype(np.float32)
b32 = rng.normal(0, 0.05, OUT).astype(np.float32)

def to_bf16_bytes(a):              # what torch writes: upper 16 bits of the float32 pattern
    return (a.view(np.uint32) >> 16).astype(np.uint16).tobytes()

# --- write a bf16 safetensors file like save_pretrained does ---
tensors = {"score.weight": w32, "score.bias": b32}
header, blobs, off = {}, [], 0
for name, a in tensors.items():
    raw = to_bf16_bytes(a)
    header[name] = {"dtype": "BF16", "shape": list(a.shape), "data_offsets": [off, off + len(raw)]}
    blobs.append(raw); off += len(raw)
hb = json.dumps(header).encode()
with open("score_bf16.safetensors", "wb") as f:
    f.write(struct.pack("<Q", len(hb))); f.write(hb); f.write(b"".join(blobs))

# --- converter ---
def read_bf16_safetensors(path):
    with open(path, "rb") as f:
        n = struct.unpack("<Q", f.read(8))[0]
        meta = json.loads(f.read(n)); buf = f.read()
    out = {}
    for name, m in meta.items():
        s, e = m["data_offsets"]
        raw = np.frombuffer(buf[s:e], dtype=np.uint16)
        out[name] = raw.astype(np.float32).reshape(m["shape"])      # bf16 -> fp32
    return out

state = read_bf16_safetensors("score_bf16.safetensors")
for k, v in state.items():
    print(f"{k:14s} shape {v.shape} dtype {v.dtype} mean {v.mean():.4f} std {v.std():.4f}")

net = nn.Dense(IN, OUT)
params = {k.replace("score.", ""): ms.Parameter(ms.Tensor(v), name=k.replace("score.", "")) for k, v in state.items()}
print("load_param_into_net ->", ms.load_param_into_net(net, params, strict_load=True))

x = rng.normal(0, 1, (4, IN)).astype(np.float32)
ref = x @ w32.T + b32                          # HF output (bf16 weights, fp32 compute) ~ fp32 reference
out = net(ms.Tensor(x)).asnumpy()
print("HF  out[0,:6]:", ref[0, :6].round(4))
print("MS  out[0,:6]:", out[0, :6].round(2))
print(f"max abs diff: {np.abs(out - ref).max():.3e}  (bf16 rounding alone would be ~1e-2)")
assert np.allclose(out, ref, atol=2e-2), "converted bf16 weights give different outputs"
