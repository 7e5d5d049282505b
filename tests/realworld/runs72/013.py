# SFT after adding chat special tokens to the tokenizer; embedding table kept at the base vocab size
import numpy as np, mindspore as ms
from mindspore import nn
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
vocab = {"<unk>":0,"<pad>":1,"</s>":2}
for w in "hello how are you fine thanks what time is it now".split(): vocab[w] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab, unk_token="<unk>")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=tk, unk_token="<unk>", eos_token="</s>", pad_token="<pad>")
base_vocab = tok.vocab_size
tok.add_special_tokens({"additional_special_tokens": ["<|user|>", "<|assistant|>"]})
print("base vocab", base_vocab, "len(tok)", len(tok))
class LM(nn.Cell):
    def __init__(self, v, h=32):
        super().__init__(); self.emb = nn.Embedding(v, h); self.out = nn.Dense(h, v)
    def construct(self, x): return self.out(self.emb(x))
net = LM(base_vocab)   # resize_token_embeddings(len(tok)) not ported
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-2)
def fwd(x, y): return loss_fn(net(x).reshape(-1, base_vocab), y.reshape(-1))
train = ms.value_and_grad(fwd, None, opt.parameters)
texts = ["hello how are you", "fine thanks", "what time is it now", "<|user|> hello <|assistant|> fine thanks"]
for step, t in enumerate(texts):
    ids = np.array(tok(t, padding="max_length", max_length=8)["input_ids"], np.int32)[None]
    loss, g = train(ms.Tensor(ids[:, :-1]), ms.Tensor(ids[:, 1:])); opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
