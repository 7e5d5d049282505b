# Tokenisation helper kept from an older transformers-2.x era script (max_len keyword); the MindSpore port
# batches the encoded reviews directly
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from transformers import BertTokenizerFast
from tokutil import make_vocab

ms.set_context(mode=ms.PYNATIVE_MODE)
tok = BertTokenizerFast.from_pretrained(make_vocab("tok_011"))
texts = ["i loved this movie", "boring plot and bad acting in the film", "really fun story",
         "i hated it", "great music", "the film was terrible and the actors were bad", "good", "not fun"] * 20
labels = [1, 0, 1, 0, 1, 0, 1, 0] * 20

def encode(batch_texts):
    return tok(batch_texts, padding="max_length", truncation=True, max_len=32)

enc = encode(texts)
def gen():
    for ids, y in zip(enc["input_ids"], labels):
        yield np.array(ids, np.int32), np.int32(y)

train = ds.GeneratorDataset(gen, ["input_ids", "label"], shuffle=False).batch(16)
net = nn.SequentialCell(nn.Embedding(tok.vocab_size, 16), nn.Flatten(), nn.Dense(16 * 32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for step, (x, y) in enumerate(train.create_tuple_iterator()):
    loss, g = grad_fn(x, y)
    opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
