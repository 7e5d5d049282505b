# dataset block of the run YAML names the loader "MindRecordDataset" (the file type) instead of the registered loader
# class MindDataset.
import numpy as np, textwrap
from mindspore.mindrecord import FileWriter
writer = FileWriter("alpaca_tiny.mindrecord", 1, overwrite=True)
writer.add_schema({"input_ids": {"type": "int32", "shape": [-1]}}, "alpaca")
writer.write_raw_data([{"input_ids": (np.arange(65) % 97).astype(np.int32)} for _ in range(32)])
writer.commit()
with open("dataset.yaml", "w") as f:
    f.write(textwrap.dedent("""\
        train_dataset: &train_dataset
          data_loader:
            type: MindRecordDataset
            dataset_dir: "alpaca_tiny.mindrecord"
            shuffle: True
          input_columns: ["input_ids"]
          output_columns: ["input_ids"]
          num_parallel_workers: 1
          python_multiprocessing: False
          drop_remainder: True
          batch_size: 4
          repeat: 1
          numa_enable: False
          prefetch_size: 1
          seed: 0
        train_dataset_task:
          type: CausalLanguageModelDataset
          dataset_config: *train_dataset
    """))
from mindformers import MindFormerConfig
from mindformers.dataset import CausalLanguageModelDataset
config = MindFormerConfig("dataset.yaml")
dataset = CausalLanguageModelDataset(config.train_dataset_task.dataset_config)
print("dataset size:", dataset.get_dataset_size(), flush=True)
