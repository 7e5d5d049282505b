# Token-classification (NER) port: sub-word vectors are pooled into word vectors as in the torch code
#     word_vecs = torch.zeros(n_words, H).index_add_(0, word_index, subword_vecs)
# word_index comes from the HF fast tokenizer's enc.word_ids(), turned into an array with np.array(...)
# (int64, like a torch LongTensor) and passed to ops.index_add inside the GRAPH_MODE network.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.GRAPH_MODE)

vocab = {"[PAD]": 0, "[UNK]": 1, "john": 2, "lives": 3, "in": 4, "new": 5, "york": 6, "city": 7, "mary": 8, "works": 9, "at": 10, "acme": 11, "corp": 12}
tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]")

words = ["john", "lives", "in", "new", "york", "city"]
tags = [1, 0, 0, 2, 2, 2]
enc = tokenizer(words, is_split_into_words=True)
word_index = np.array(enc.word_ids())                 # [0, 1, 2, 3, 4, 5] -> int64
print("input_ids", enc["input_ids"], "word_ids", word_index.tolist(), word_index.dtype)

class WordPoolTagger(nn.Cell):
    def __init__(self, n_words, hidden=32, n_tags=3):
        super().__init__()
        self.n_words = n_words
        self.emb = nn.Embedding(len(vocab), hidden)
        self.cls = nn.Dense(hidden, n_tags)
    def construct(self, ids, word_index):
        sub = self.emb(ids)                                        # (n_sub, H)
        words = ops.zeros((self.n_words, sub.shape[-1]), ms.float32)
        words = ops.index_add(words, word_index, sub, 0)
        return self.cls(words)

class TaggerWithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()
    def construct(self, ids, word_index, tags):
        return self.ce(self.net(ids, word_index), tags)

net = WordPoolTagger(len(words))
loss_net = TaggerWithLoss(net)
train = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), learning_rate=1e-2))
ids = Tensor(np.array(enc["input_ids"], np.int32))
for step in range(5):
    loss = train(ids, Tensor(word_index), Tensor(np.array(tags, np.int32)))
    print(f"step {step} loss {float(loss.asnumpy()):.4f}")
