# HF -> MindSpore weight converter. The MindSpore model is built with vocab_size=tokenizer.vocab_size,
# but the HF model had resize_token_embeddings(len(tokenizer)) after 3 added special tokens, so the
# saved word embedding has 3 more rows. The converter copies tensors with param.copy_ (torch:
# param.data.copy_(state_dict[name])).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from safetensors.numpy import save_file, load_file

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
BASE_VOCAB, ADDED, DIM = 1000, 3, 64

# what the HF side saved (model.safetensors after resize_token_embeddings)
rng = np.random.default_rng(0)
save_file({"embeddings.word_embeddings.weight": rng.standard_normal((BASE_VOCAB + ADDED, DIM)).astype(np.float32),
           "embeddings.LayerNorm.weight": np.ones(DIM, np.float32),
           "embeddings.LayerNorm.bias": np.zeros(DIM, np.float32)}, "model.safetensors")

class Embeddings(nn.Cell):
    def __init__(self, vocab_size, dim):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab_size, dim)
        self.LayerNorm = nn.LayerNorm((dim,))
    def construct(self, ids):
        return self.LayerNorm(self.word_embeddings(ids))

NAME_MAP = {"word_embeddings.embedding_table": "embeddings.word_embeddings.weight",
            "LayerNorm.gamma": "embeddings.LayerNorm.weight",
            "LayerNorm.beta": "embeddings.LayerNorm.bias"}

net = Embeddings(vocab_size=BASE_VOCAB, dim=DIM)     # tokenizer.vocab_size, not len(tokenizer)
hf = load_file("model.safetensors")
for name, param in net.parameters_and_names():
    src = hf[NAME_MAP[name]]
    print(f"copy {NAME_MAP[name]} {src.shape} -> {name} {param.shape}")
    param.copy_(Tensor(src))
print("converted", len(NAME_MAP), "tensors")
ms.save_checkpoint(net, "embeddings.ckpt")
