# Weight-conversion step (numpy only, run before the MindSpore training job) for an HF checkpoint saved in bfloat16
# (torch_dtype "bfloat16"), written for float32 checkpoints: it reads model.safetensors with safetensors.numpy.load_file
# and renames the arrays into an .npz. Plain numpy has no bfloat16 dtype.
import json, struct
import numpy as np
def write_bf16_safetensors(path, tensors):
    """Stand-in for the downloaded file: BF16 tensors laid out as the HF hub stores them."""
    header, blobs, off = {}, [], 0
    for name, arr in tensors.items():
        raw = (arr.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16).tobytes()
        header[name] = {"dtype": "BF16", "shape": list(arr.shape), "data_offsets": [off, off + len(raw)]}
        blobs.append(raw); off += len(raw)
    header["__metadata__"] = {"format": "pt"}
    h = json.dumps(header).encode()
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(h)) + h + b"".join(blobs))
rng = np.random.default_rng(0)
write_bf16_safetensors("model.safetensors", {
    "model.embed_tokens.weight": rng.normal(size=(256, 64)),
    "model.layers.0.self_attn.q_proj.weight": rng.normal(size=(64, 64)),
    "model.norm.weight": np.ones(64),
})
from safetensors.numpy import load_file
state = load_file("model.safetensors")
params = {k.replace("model.", ""): v.astype(np.float32) for k, v in state.items()}
np.savez("converted_weights.npz", **params)
print("converted", len(params), "tensors")
