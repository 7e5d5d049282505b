# Data-parallel (msrun, 2 workers) port of a HF sequence-classification head; the model keeps
# config.to_dict() (so it can be json-dumped next to the checkpoint) and the loss selection
# follows the HF problem_type logic.
import json

import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from transformers import BertConfig

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)

hf_config = BertConfig(vocab_size=100, hidden_size=32, num_hidden_layers=1, num_attention_heads=4,
                       intermediate_size=64, num_labels=2, problem_type="single_label_classification")


class TinyBertForSequenceClassification(nn.Cell):
    def __init__(self, config):
        super().__init__()
        self.config = config.to_dict()
        self.num_labels = config.num_labels
        self.embeddings = nn.Embedding(self.config["vocab_size"], self.config["hidden_size"])
        self.pooler = nn.Dense(self.config["hidden_size"], self.config["hidden_size"], activation="tanh")
        self.classifier = nn.Dense(self.config["hidden_size"], self.num_labels)
        self.ce = nn.CrossEntropyLoss()
        self.bce = nn.BCEWithLogitsLoss()

    def construct(self, input_ids, labels):
        logits = self.classifier(self.pooler(self.embeddings(input_ids).mean(1)))
        if self.config.problem_type == "single_label_classification":
            loss = self.ce(logits, labels)
        else:
            loss = self.bce(logits, ops.one_hot(labels, self.num_labels).astype(ms.float32))
        return loss


rng = np.random.RandomState(rank)
ids = rng.randint(1, 100, (64, 12)).astype(np.int32)
labels = ((ids < 50).sum(1) > 6).astype(np.int32)
model = TinyBertForSequenceClassification(hf_config)
if rank == 0:
    with open("config_024.json", "w") as f:
        json.dump(model.config, f)
train_net = nn.TrainOneStepCell(model, nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3))
for step in range(4):
    b = slice(step * 16, (step + 1) * 16)
    loss = train_net(ms.Tensor(ids[b]), ms.Tensor(labels[b]))
    print(f"[rank {rank}] step {step} loss {float(loss):.4f}")
