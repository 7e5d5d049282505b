"""Serve a small text classifier as one GRAPH_MODE cell: raw text in, label out.
Ported from a HF pipeline() where tokenization happens inside the model call."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from transformers import BertTokenizerFast

ms.set_context(mode=ms.GRAPH_MODE, jit_config={"jit_level": "O0"})
ms.set_device("CPU")
ms.set_seed(0)

words = "refund my order where is my package cancel subscription change password login failed".split()
vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + sorted(set(words))
open("/home/user/project/support_vocab.txt", "w").write("\n".join(vocab) + "\n")
tokenizer = BertTokenizerFast(vocab_file="/home/user/project/support_vocab.txt")
LABELS = ["billing", "shipping", "account"]


class TicketRouter(nn.Cell):
    def __init__(self, tokenizer, vocab_size, dim=32, max_len=16):
        super().__init__()
        self.tokenizer = tokenizer
        self.max_len = max_len
        self.emb = nn.Embedding(vocab_size, dim)
        self.fc = nn.Dense(dim, len(LABELS))

    def construct(self, text):
        enc = self.tokenizer(text, padding="max_length", max_length=self.max_len, return_tensors="np")
        ids = ms.Tensor(enc["input_ids"], ms.int32)
        mask = ms.Tensor(enc["attention_mask"], ms.float32)
        h = (self.emb(ids) * mask.expand_dims(-1)).sum(1) / mask.sum(1, keepdims=True)
        return ops.softmax(self.fc(h), -1)


router = TicketRouter(tokenizer, len(vocab))
router.set_train(False)
for query in ["where is my package", "refund my order", "login failed"]:
    probs = router(query).asnumpy()[0]
    print(f"{query!r:30} -> {LABELS[int(np.argmax(probs))]} ({probs.max():.3f})")
