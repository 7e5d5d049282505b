"""Continue-pretraining a tiny Llama with the MindFormers Trainer (settings ported from a Megatron launch script)."""
import numpy as np
import mindspore as ms
from mindformers import Trainer, TrainingArguments
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

args = TrainingArguments(
    output_dir="./output_010",
    per_device_train_batch_size=2,
    num_train_epochs=1,
    learning_rate=1e-4,
    warmup_ratio=0.1,
    logging_steps=1,
    save_steps=1000,
    use_parallel=False,
    data_parallel=1,
    tensor_model_parallel_size=1,
    pipeline_model_parallel_size=1,
    seed=1234,
)

config = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, vocab_size=512, seq_length=32,
                     intermediate_size=128, batch_size=2)
model = LlamaForCausalLM(config)

rng = np.random.default_rng(0)
ids = rng.integers(0, 512, size=(64, 33)).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"input_ids": ids}, shuffle=True).batch(2, drop_remainder=True)

trainer = Trainer(model=model, args=args, train_dataset=train_ds, task="text_generation")
trainer.train()
