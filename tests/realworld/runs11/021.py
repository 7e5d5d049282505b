# healthy: mindrecord written with input_ids and labels, CausalLanguageModelDataset built from a MindFormerConfig
# dataset block naming both columns; three batches printed.
import numpy as np
from mindspore.mindrecord import FileWriter
writer = FileWriter("sft_tiny.mindrecord", 1, overwrite=True)
writer.add_schema({"input_ids": {"type": "int32", "shape": [-1]}, "labels": {"type": "int32", "shape": [-1]}}, "sft")
rows = []
for i in range(32):
    ids = (np.arange(65) + i) % 97
    rows.append({"input_ids": ids.astype(np.int32), "labels": np.where(np.arange(65) < 16, -100, ids).astype(np.int32)})
writer.write_raw_data(rows)
writer.commit()
from mindformers import MindFormerConfig
from mindformers.dataset import CausalLanguageModelDataset
train_dataset = {"type": "CausalLanguageModelDataset",
                 "data_loader": {"type": "MindDataset", "dataset_dir": "sft_tiny.mindrecord", "shuffle": True},
                 "input_columns": ["input_ids", "labels"], "output_columns": ["input_ids", "labels"],
                 "num_parallel_workers": 1, "python_multiprocessing": False, "drop_remainder": True, "batch_size": 4,
                 "repeat": 1, "numa_enable": False, "prefetch_size": 1, "seed": 1234}
dataset = CausalLanguageModelDataset(MindFormerConfig(**train_dataset))
print("dataset size:", dataset.get_dataset_size(), flush=True)
for i, batch in enumerate(dataset.create_dict_iterator(output_numpy=True, num_epochs=1)):
    print(i, {k: v.shape for k, v in batch.items()}, flush=True)
    if i == 2:
        break
print("dataset ok", flush=True)
