# pretraining mindrecord written with one column (input_ids, as the HF tokenise step produced); the dataset block
# copied from a fine-tune YAML asks for input_ids and labels.
import numpy as np
from mindspore.mindrecord import FileWriter
writer = FileWriter("wiki_tiny.mindrecord", 1, overwrite=True)
writer.add_schema({"input_ids": {"type": "int32", "shape": [-1]}}, "wiki")
writer.write_raw_data([{"input_ids": (np.arange(65) % 97).astype(np.int32)} for _ in range(32)])
writer.commit()
from mindformers import MindFormerConfig
from mindformers.dataset import CausalLanguageModelDataset
train_dataset = {"type": "CausalLanguageModelDataset",
                 "data_loader": {"type": "MindDataset", "dataset_dir": "wiki_tiny.mindrecord", "shuffle": True},
                 "input_columns": ["input_ids", "labels"], "output_columns": ["input_ids", "labels"],
                 "num_parallel_workers": 1, "python_multiprocessing": False, "drop_remainder": True, "batch_size": 4,
                 "repeat": 1, "numa_enable": False, "prefetch_size": 1, "seed": 1234}
dataset = CausalLanguageModelDataset(MindFormerConfig(**train_dataset))
print("dataset size:", dataset.get_dataset_size(), flush=True)
for i, batch in enumerate(dataset.create_dict_iterator(output_numpy=True, num_epochs=1)):
    print(i, {k: v.shape for k, v in batch.items()}, flush=True)
