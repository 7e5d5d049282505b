# Resume a small transformer LM from its pretraining checkpoint after adding chat special tokens to the vocab
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

class TinyLM(nn.Cell):
    def __init__(self, vocab_size, d_model=64, n_layers=2):
        super().__init__()
        self.tok_embeddings = nn.Embedding(vocab_size, d_model)
        self.layers = nn.CellList([nn.TransformerEncoderLayer(d_model, 4, 128, batch_first=True) for _ in range(n_layers)])
        self.norm = nn.LayerNorm((d_model,))
        self.lm_head = nn.Dense(d_model, vocab_size, has_bias=False)
    def construct(self, ids):
        h = self.tok_embeddings(ids)
        for layer in self.layers:
            h = layer(h)
        return self.lm_head(self.norm(h))

# --- stage 1 (earlier job): pretraining checkpoint with the base tokenizer ---
BASE_VOCAB = 1000
ms.save_checkpoint(TinyLM(BASE_VOCAB), "tinylm_pretrain.ckpt")
print("pretraining checkpoint written: tinylm_pretrain.ckpt")

# --- stage 2: SFT; tokenizer gained <|user|>, <|assistant|>, <|end|> ---
special_tokens = ["<|user|>", "<|assistant|>", "<|end|>"]
vocab_size = BASE_VOCAB + len(special_tokens)
print(f"tokenizer vocab size after adding special tokens: {vocab_size}")

model = TinyLM(vocab_size)
params = ms.load_checkpoint("tinylm_pretrain.ckpt")
not_loaded, _ = ms.load_param_into_net(model, params, strict_load=True)
print("not loaded:", not_loaded)

opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-4)
ids = ms.Tensor(np.random.randint(0, vocab_size, (4, 32)).astype(np.int32))
loss_fn = nn.CrossEntropyLoss()
def fwd(ids):
    logits = model(ids[:, :-1])
    return loss_fn(logits.reshape(-1, vocab_size), ids[:, 1:].reshape(-1))
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(3):
    loss, grads = grad_fn(ids)
    opt(grads)
    print(f"sft step {step} loss {loss.asnumpy():.4f}")
