"""Convert a (fp16) PyTorch/HF safetensors checkpoint of a tiny text encoder to MindSpore and fine-tune."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from safetensors.numpy import load_file, save_file

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
VOCAB, H, C = 1000, 64, 2
SRC = "./hf_export_007/model.safetensors"

# ---------------------------------------------------------------------------
# the export we got from the PyTorch side (model.half().state_dict() -> safetensors)
if not os.path.exists(SRC):
    os.makedirs(os.path.dirname(SRC), exist_ok=True)
    rng = np.random.default_rng(0)
    save_file({
        "embeddings.word_embeddings.weight": rng.normal(0, 0.02, (VOCAB, H)).astype(np.float16),
        "embeddings.LayerNorm.weight": np.ones(H, np.float16),
        "embeddings.LayerNorm.bias": np.zeros(H, np.float16),
        "encoder.dense.weight": rng.normal(0, 0.02, (H, H)).astype(np.float16),
        "encoder.dense.bias": np.zeros(H, np.float16),
        "classifier.weight": rng.normal(0, 0.02, (C, H)).astype(np.float16),
        "classifier.bias": np.zeros(C, np.float16),
    }, SRC)
# ---------------------------------------------------------------------------


class Embeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.word_embeddings = nn.Embedding(VOCAB, H)
        self.LayerNorm = nn.LayerNorm((H,))

    def construct(self, ids):
        return self.LayerNorm(self.word_embeddings(ids))


class TinyEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embeddings = Embeddings()
        self.dense = nn.Dense(H, H, activation="gelu")
        self.classifier = nn.Dense(H, C)

    def construct(self, ids):
        h = self.dense(self.embeddings(ids)).mean(1)
        return self.classifier(h)


def torch_to_ms(name):
    name = name.replace("word_embeddings.weight", "word_embeddings.embedding_table")
    name = name.replace("LayerNorm.weight", "LayerNorm.gamma").replace("LayerNorm.bias", "LayerNorm.beta")
    name = name.replace("encoder.dense", "dense")
    return name


net = TinyEncoder()
state = load_file(SRC)
param_dict = {torch_to_ms(k): Parameter(Tensor(v), name=torch_to_ms(k)) for k, v in state.items()}
print(f"converted {len(param_dict)} tensors from {SRC}")
not_loaded, ckpt_not_loaded = ms.load_param_into_net(net, param_dict, strict_load=True)
print("net params not loaded:", not_loaded)
print("ckpt params not used:", ckpt_not_loaded)

ids = Tensor(np.random.default_rng(1).integers(0, VOCAB, (8, 16)).astype(np.int32))
labels = Tensor(np.array([0, 1] * 4, np.int32))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), 2e-5)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for step in range(5):
    loss, grads = grad_fn(ids, labels)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
