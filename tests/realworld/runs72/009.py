# read an HF bf16 safetensors shard with the numpy framework, upcast to fp32 and fine-tune the head on CPU
import json, struct, os
import numpy as np
os.makedirs("ckpt/hf_bf16", exist_ok=True)
def write_bf16(path, tensors):
    header, blobs, off = {}, [], 0
    for k, a in tensors.items():
        b = (a.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16).tobytes()
        header[k] = {"dtype":"BF16","shape":list(a.shape),"data_offsets":[off, off+len(b)]}; off += len(b); blobs.append(b)
    h = json.dumps(header).encode(); h += b" " * ((8 - len(h) % 8) % 8)
    with open(path,"wb") as f: f.write(struct.pack("<Q", len(h))); f.write(h); [f.write(b) for b in blobs]
rng = np.random.default_rng(0)
write_bf16("ckpt/hf_bf16/model.safetensors", {
    "model.embed_tokens.weight": rng.standard_normal((200, 32)) * 0.1,
    "lm_head.weight": rng.standard_normal((4, 32)) * 0.1})
from safetensors.numpy import load_file
import mindspore as ms
from mindspore import nn, ops
sd = load_file("ckpt/hf_bf16/model.safetensors")
print({k: (str(v.dtype), v.shape) for k, v in sd.items()})
class Clf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed_tokens = nn.Embedding(200, 32)
        self.lm_head = nn.Dense(32, 4, has_bias=False)
    def construct(self, ids):
        return self.lm_head(self.embed_tokens(ids).mean(1))
net = Clf()
rename = {"model.embed_tokens.weight": "embed_tokens.embedding_table", "lm_head.weight": "lm_head.weight"}
params = {rename[k]: ms.Parameter(ms.Tensor(v.astype(np.float32)), name=rename[k]) for k, v in sd.items()}
print("not loaded:", ms.load_param_into_net(net, params, strict_load=True))
ids = ms.Tensor(rng.integers(0, 200, (64, 8)).astype(np.int32))
labels = ms.Tensor((ids.asnumpy()[:, 0] % 4).astype(np.int32))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=0.05)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for step in range(30):
    loss, g = grad_fn(ids, labels); opt(g)
    if step % 5 == 0 or step == 29: print(f"step {step} loss {loss.asnumpy():.4f}")
print("done")
