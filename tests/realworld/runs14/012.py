# The HF preprocessing step wrote the tokenised corpus as JSON lines (train.jsonl, one {"input_ids": [...]} per
# line); the MindFormers dataset block points its MindDataset loader at that file.
import json
import numpy as np
from mindformers import MindFormerConfig
from mindformers.dataset import CausalLanguageModelDataset

rng = np.random.default_rng(0)
with open("train.jsonl", "w") as f:
    for _ in range(64):
        f.write(json.dumps({"input_ids": rng.integers(3, 255, size=65).tolist()}) + "\n")

train_dataset = {"type": "CausalLanguageModelDataset",
                 "data_loader": {"type": "MindDataset", "dataset_dir": "train.jsonl", "shuffle": True},
                 "input_columns": ["input_ids"], "output_columns": ["input_ids"],
                 "num_parallel_workers": 1, "python_multiprocessing": False, "drop_remainder": True,
                 "batch_size": 8, "repeat": 1, "numa_enable": False, "prefetch_size": 1, "seed": 1234}
dataset = CausalLanguageModelDataset(MindFormerConfig(**train_dataset))
print("dataset size:", dataset.get_dataset_size(), flush=True)
for i, batch in enumerate(dataset.create_dict_iterator(output_numpy=True, num_epochs=1)):
    print(i, {k: v.shape for k, v in batch.items()}, flush=True)
