# Healthy: the bfloat16 HF checkpoint is read with mindspore.load_checkpoint(format="safetensors"), which keeps the
# tensors as MindSpore BFloat16, and cast to float32 for the CPU network; names converted, checkpoint saved.
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
import mindspore as ms
state = ms.load_checkpoint("model.safetensors", format="safetensors")
params = [{"name": k.replace("model.", ""), "data": v.astype(ms.float32)} for k, v in state.items()]
for p in params:
    print(p["name"], p["data"].shape, p["data"].dtype)
ms.save_checkpoint(params, "converted.ckpt")
print("converted", len(params), "tensors")
