# Training launcher migrated from a DeepSpeed+HF repo (written against transformers 4.2x).
# It keeps the HF DeepSpeed config helper to read the ZeRO settings from ds_config.json.
import json
import mindspore as ms
from transformers.deepspeed import HfDeepSpeedConfig

ds_config = {"train_micro_batch_size_per_gpu": 4, "gradient_accumulation_steps": 8,
             "zero_optimization": {"stage": 2}}
with open("ds_config.json", "w") as f:
    json.dump(ds_config, f)
dschf = HfDeepSpeedConfig("ds_config.json")
print("zero stage", dschf.get_value("zero_optimization.stage"))
