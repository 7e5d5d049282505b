# sliding-window tokenisation with a stride larger than max_length
import transformers
print("transformers", transformers.__version__)
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
vocab = {w: i for i, w in enumerate(["<unk>", "<pad>", "hello", "world", "how", "are", "you"])}
tk = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=tk, unk_token="<unk>", pad_token="<pad>")
batch = tok(["hello world how are you"] * 2, max_length=2, stride=4, truncation=True, return_overflowing_tokens=True)
print(batch["input_ids"])
