"""Intent-classification inference service: rebuilds the model from the serving config
and restores the best training checkpoint, then classifies a few tokenised queries."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn

HERE = os.path.dirname(os.path.abspath(__file__))
CKPT = os.path.join(HERE, "assets", "intent_bilstm_best.ckpt")

# serving config (copied from the training notebook's model section)
SERVE_CFG = {"vocab_size": 400, "emb_dim": 32, "hidden": 48, "num_layers": 1, "num_intents": 6}
INTENTS = ["greet", "book_flight", "cancel", "weather", "music", "goodbye"]


class IntentNet(nn.Cell):
    def __init__(self, vocab_size, emb_dim, hidden, num_layers, num_intents, bidirectional=False):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, emb_dim, padding_idx=0)
        self.encoder = nn.LSTM(emb_dim, hidden, num_layers=num_layers, batch_first=True,
                               bidirectional=bidirectional)
        feat = hidden * (2 if bidirectional else 1)
        self.classifier = nn.Dense(feat, num_intents)

    def construct(self, ids):
        out, _ = self.encoder(self.embedding(ids))
        return self.classifier(out.max(axis=1))


net = IntentNet(**SERVE_CFG)
print(f"restoring {os.path.basename(CKPT)}")
param_dict = ms.load_checkpoint(CKPT)
not_loaded, unused = ms.load_param_into_net(net, param_dict)
print(f"not loaded: {not_loaded}, unused: {unused}")
net.set_train(False)

queries = np.array([[12, 55, 301, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
                    [88, 3, 145, 230, 19, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]], np.int32)
pred = net(ms.Tensor(queries)).argmax(axis=1).asnumpy()
for q, p in zip(queries, pred):
    print(f"query {q[q > 0].tolist()} -> {INTENTS[p]}")
